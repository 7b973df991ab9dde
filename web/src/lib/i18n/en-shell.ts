// The English texts of the shell: what the first render shows around any page (navbar, footer, spinner, error
// and 404 states, dialogs, API errors, the session check). They ship in the entry chunk; keep this file small.
export const enShell = {
  meta: { title: '{{title}} | {{brand}}' },
  nav: {
    label: 'Main',
    /** The phone's menu panel: a second navigation landmark needs a name of its own. */
    phoneLabel: 'Main menu',
    home: 'Home',
    products: 'All Products',
    about: 'About',
    myOrders: 'My Orders',
    dashboard: 'Dashboard',
    login: 'Login',
    register: 'Register',
    menu: 'Menu',
    skipToContent: 'Skip to content',
    brandHome: '{{brand}} home',
  },
  // The navbar's cart link (its name carries the count) and what a sign-in merge says.
  cartLink: {
    label: 'Cart',
    count_one: 'Cart, {{count}} item',
    count_other: 'Cart, {{count}} items',
    merged: 'Your cart from before you signed in was added',
  },
  // The navbar's language switch: each language is named in itself, whatever the page's language.
  language: {
    en: 'English',
    bn: 'বাংলা',
    switchToEn: 'Show the shop in English',
    switchToBn: 'Show the shop in Bengali',
  },
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' },
  footer: {
    tagline: 'Wholesale products for Bangladeshi businesses, priced in taka.',
    shop: 'Shop',
    categories: 'Categories',
    contact: 'Contact us',
    email: 'Email',
    phone: 'Phone',
    hours: 'Sunday to Thursday, 9:00 to 18:00 (Dhaka time)',
    rights: '© {{year}} {{brand}}',
  },
  states: {
    loading: 'Loading…',
    errorTitle: 'Something went wrong',
    errorText: 'We could not load this page.',
    retry: 'Try again',
    goHome: 'Go home',
  },
  notFound: {
    docTitle: 'Page not found',
    title: '404 - Page Not Found',
    text: 'Sorry, the page you are looking for does not exist.',
    goHome: 'Go home',
  },
  dialog: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close this dialog',
    error: 'Error!',
    success: 'Success!',
    oops: 'Oops...',
  },
  auth: {
    noSession:
      'You were signed in, but this browser did not keep the session. Allow cookies for this site and try again.',
    logoutFailed: 'Logout failed: {{message}}',
    checking: 'Checking your session…',
  },
  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    invalidResponse: 'The server sent an answer we could not read. Please try again later.',
    status: 'The server answered with status {{status}}.',
  },
} as const;
