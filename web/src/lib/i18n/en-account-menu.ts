// The texts of the signed-in person's account menu (the navbar's, and the phone menu's account block). The menu
// loads after the first render, with the pages' texts (app/layouts/navbar.tsx), so these are page texts; they
// join the shell's section of the same name (./en.ts).
export const enAccountMenu = {
  nav: {
    addProduct: 'Add product',
    myProducts: 'My products',
    finance: 'Finance',
    accountMenu: 'Account menu for {{name}}',
    account: 'Your account',
    profile: 'Profile',
    company: 'My company',
    approvals: 'Approvals',
    credit: 'Invoices and credit',
    logout: 'Logout',
  },
} as const;
