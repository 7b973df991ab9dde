// Sign-in by SMS code and the dashboard's SMS outbox (issue 32), key for key with ./bn-sms.ts.
export const enSms = {
  phoneAuth: {
    byEmail: 'Sign in with e-mail instead',
    toggle: 'Sign in with your phone',
    phone: 'Mobile number',
    phoneHint: '01XXXXXXXXX — we text you a 6-digit code',
    sendCode: 'Send code',
    code: 'Code from the SMS',
    codeSent: 'We sent a code to {{phone}}. It works for 5 minutes.',
    name: 'Your name',
    nameHint: 'This number has no account yet: enter your name to open one.',
    verify: 'Sign in',
    again: 'Send a new code',
  },
  smsOutbox: {
    nav: 'SMS outbox',
    title: 'SMS outbox',
    intro: "The texts the shop's SMS stand-in received (SMS_FAKE), newest first.",
    gateway: 'SMS go to the gateway that is set up, so no copies are kept here.',
    empty: 'No SMS sent yet',
    totals:
      '{{sent}} SMS sent, {{segments}} parts, {{cost}} in all. Sign-in codes today: {{codes}} sent, {{refused}} refused by the limits.',
    to: 'To: {{to}}',
    segments_one: '{{count}} part',
    segments_other: '{{count}} parts',
  },
};
