// Verified businesses (issue 31 item 5): the badge, the applicant's page and the operators' queue, key for key
// with ./bn-verification.ts.
export const enVerification = {
  verification: {
    badge: 'Verified business',
    badgeHint: 'An operator checked this business’s trade licence and the owner’s NID',
    nav: 'Verified business',
    title: 'Verified business',
    intro:
      'Send your trade licence and the owner’s national ID (NID). An operator checks them; buyers then see the “Verified business” badge on your listings, your seller page and your quotes. Only you and the shop’s operators can open the files.',
    verified: 'Your business is verified.',
    for: 'For',
    forMe: 'My own business (as a seller)',
    tradeLicence: 'Trade licence',
    nid: 'Owner’s NID',
    fileHint: 'A photo (JPEG, PNG or WebP) or a PDF, at most 5 MB',
    submit: 'Send for review',
    sending: 'Sending…',
    sent: 'Sent. An operator will review it.',
    history: 'Your applications',
    none: 'You have not applied yet.',
    status: {
      pending: 'Waiting for review',
      approved: 'Approved',
      rejected: 'Not approved',
    },
    reason: 'Reason: {{reason}}',
    sentOn: 'Sent {{date}}',
    documents: 'Documents',
    open: {
      tradeLicence: 'Open the trade licence',
      nid: 'Open the NID',
    },
    queue: {
      nav: 'Verifications',
      title: 'Business verifications',
      intro:
        'Check each trade licence and owner’s NID against the applicant’s name and company, then approve (the “Verified business” badge shows at once) or reject with a reason the applicant reads. The files open only here and for their applicant.',
      filter: 'Status',
      empty: 'No application in this list.',
      applicant: 'Applicant',
      company: 'Company: {{name}}',
      approve: 'Approve',
      reject: 'Reject',
      rejectTitle: 'Reject this application?',
      rejectReason: 'Reason (the applicant reads it)',
      approved: 'Approved: the badge now shows',
      rejected: 'Rejected: the applicant is told why',
      previous: 'Previous',
      next: 'Next',
    },
  },
};
