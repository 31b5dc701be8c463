/** The administrator's review of merchant applications (English, the spec's). */
export const admin = {
  title: 'Merchant Applications',
  lead: "Check each applicant's details and documents, then approve or reject with a reason.",
  approved: (storeId: string) => `Application approved: the store ${storeId} is open.`,
  rejected: 'Application rejected. The applicant has been told why.',
  none: 'No applications yet.',
  statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  submitted: 'submitted',
  type: 'Type',
  registration: 'Registration no.',
  description: 'Description',
  contact: 'Contact',
  address: 'Address',
  website: 'Website',
  identity: 'Identity',
  reason: 'Reason',
  documents: 'Documents',
  kinds: {
    businessLicense: 'Business license',
    businessRegistration: 'Business registration',
    taxDocument: 'Tax document',
    idFrontImage: 'ID front',
    idBackImage: 'ID back',
    selfieImage: 'Selfie',
  },
  approve: 'Approve',
  reasonFor: 'Reason for rejecting',
  reasonPlaceholder: 'e.g. The ID picture is unreadable',
  reject: 'Reject',
  /** The server's refusals (src/data/applications, src/actions/merchant), by key. */
  refusals: {
    notFound: 'Application not found.',
    reviewed: 'This application has already been reviewed.',
    reasonRequired: 'Please give a reason for the applicant.',
  },
  /** A refusal the page does not know: English shows the server's own words. */
  otherRefusal: (message: string) => message,
};
