// A company's shared delivery addresses (issue 31 item 1): the company page's Addresses section and the
// checkout's company addresses, key for key with ./bn-company-addresses.ts.
export const enCompanyAddresses = {
  companyAddresses: {
    title: 'Addresses',
    intro:
      'Delivery addresses every member can choose at checkout when buying for the company. Up to {{max}}.',
    introMember: 'Delivery addresses you can choose at checkout when buying for the company.',
    none: 'The company has no delivery address yet.',
    failed: 'The company’s addresses could not be loaded.',
    label: 'Address name',
    labelHint: 'Shop, Warehouse…',
    address: 'Address',
    phone: 'Phone number',
    phoneHint: 'Bangladeshi mobile: 01XXXXXXXXX or +8801XXXXXXXXX.',
    addTitle: 'Add an address',
    add: 'Add address',
    adding: 'Adding…',
    added: '{{label}} is added.',
    edit: 'Edit',
    editLabel: 'Edit the address {{label}}',
    editTitle: 'Edit {{label}}',
    save: 'Save changes',
    saving: 'Saving…',
    saved: '{{label}} is saved.',
    cancel: 'Cancel',
    remove: 'Remove',
    removeLabel: 'Remove the address {{label}}',
    removeTitle: 'Remove {{label}}?',
    removeText: 'Members can no longer choose it. Orders already placed keep their address.',
    removed: '{{label}} is removed.',
    full: 'The company has {{max}} addresses: remove one to add another.',
    /** The checkout's group of them, beside the buyer's own. */
    checkoutLegend: '{{company}}’s addresses',
  },
};
