// The texts of "Forgot password?" and the reset page (issue 16).
export const enPasswordReset = {
  passwordReset: {
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    forgotIntro:
      'Enter the e-mail address of your account and we will send you a link to set a new password.',
    send: 'Send the link',
    sent: 'If an account uses this address, a link to set a new password is on its way. It works once, for {{minutes}} minutes.',
    backToLogin: 'Back to login',
    resetTitle: 'Set a new password',
    newPassword: 'New password',
    confirm: 'New password again',
    save: 'Save the new password',
    done: 'Your password has been changed, and every device signed in to your account has been signed out.',
    signIn: 'Login with the new password',
    noToken: 'This page needs the link from the e-mail. Open the link from the e-mail, or ask for a new one.',
    askAgain: 'Ask for a new link',
  },
} as const;
