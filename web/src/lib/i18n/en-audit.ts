// The dashboard's audit trail page and the staff roles on the users page (issue 33), key for key with ./bn-audit.ts.
export const enAudit = {
  audit: {
    nav: 'Audit trail',
    title: 'Audit trail',
    intro:
      'Every staff action: who did it, when, from which address, and the fields it changed. Rows are never edited.',
    search: 'Search the audit trail',
    actor: 'Staff member',
    actorHint: 'E-mail or user id',
    action: 'Action',
    from: 'From',
    to: 'To',
    apply: 'Search',
    csv: 'Download CSV',
    empty: 'No staff action matches',
    rows: 'Staff actions',
    target: 'on {{type}} {{id}}',
    by: 'by {{actor}} ({{roles}})',
    fromIp: 'from {{ip}}',
    pages: 'Pages',
    older: 'Older actions',
    newest: 'Newest actions',
  },
  staffRoles: {
    legend: 'Staff roles',
    admin: 'Administrator',
    moderator: 'Moderator',
    support: 'Support',
    finance: 'Finance',
    save: 'Save roles',
    saved: "{{name}}'s roles are saved.",
  },
};
