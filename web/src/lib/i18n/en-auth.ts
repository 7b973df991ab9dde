// The texts of the login and registration pages. They are page texts, which load with those pages' code (see
// ./index.ts); what the shell itself says about the session (checking it, a failed logout) stays in
// ./en-shell.ts, whose section of the same name they join (./en.ts).
export const enAuth = {
  auth: {
    loginTitle: 'Login',
    loginIntro: 'Sign in to order in bulk, list your products and follow your orders.',
    registerTitle: 'Register',
    registerHeading: 'Create your account',
    registerIntro: 'Buy wholesale and sell to businesses across Bangladesh. It takes a minute.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordHint: '8 to 128 characters, and not one of the most common passwords.',
    login: 'Login',
    register: 'Register',
    noAccount: "Don't have an account?",
    registerLink: 'Register',
    haveAccount: 'Already have an account?',
    loginLink: 'Login',
    or: 'or',
    google: 'Continue with Google',
    loginFailed: 'Login failed. Please check your information.',
    googleFailed: 'Google login failed. Please try again.',
    emailInUse: 'Email already in use!',
    welcome: 'Welcome, {{name}}! Your account is ready.',
    photoFailed:
      'Your account is ready, but your photo could not be uploaded ({{message}}). You can add one from your profile.',
  },
} as const;
