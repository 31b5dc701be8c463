/**
 * Becoming a merchant (English, the spec's): the page's own states (already a merchant, application under
 * review), and the texts the six-step application island is given as props (plain strings; values in braces are
 * filled by src/i18n/fill.ts).
 */
import { STEP_TITLES, type FileField } from '../../lib/merchant-application';
import { APPLICATION_MESSAGES } from '../../lib/merchant-application-messages';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';

export const merchantApplication = {
  title: 'Become a Merchant',
  intro: 'Sell your fresh produce, seafood and local goods to buyers across Labuan.',
  needsScript:
    "The application needs JavaScript, which is off in this browser. Turn it on in the browser's settings and open this page again.",
  merchant: {
    title: 'You already have a merchant account',
    text: 'Your seller account is active. Manage your store, products and orders from the seller dashboard.',
    dashboard: 'Go to Seller Dashboard',
  },
  pending: {
    title: 'Application under review',
    text: 'Thank you for applying. Our team is checking your documents; this takes 2-3 business days, and we will email you once it has been reviewed.',
    business: 'Business',
    submitted: 'Submitted',
    status: 'Status',
    pendingReview: 'Pending review',
    home: 'Back to Home',
    profile: 'View Profile',
  },
  /** The application island's texts. */
  form: {
    sellerRequired: 'You need an approved seller account to open the seller area. Apply below to become a merchant.',
    rejected: 'Your previous application was not approved.',
    reason: 'Reason:',
    applyAgain: 'You can correct the details and apply again below.',
    progress: 'Application steps',
    completed: ' (completed)',
    stepCount: 'Step {step} of {count}',
    stepTitles: [...STEP_TITLES],
    stepIntros: [
      'Sell your products to buyers across Labuan.',
      'Tell us about your business.',
      'How buyers and our team can reach you.',
      'Upload your business documents for verification.',
      'Verify your identity (KYC).',
      'Review your application and accept the terms.',
    ],
    /** "please choose A, B and C again": the names of the files to choose again, joined. */
    restored: 'Your saved application was restored. Files cannot be kept after a reload: please choose {files} again.',
    and: ' and ',
    cancel: 'Cancel',
    previous: 'Previous',
    next: 'Next Step',
    submit: 'Submit Application',
    submitting: 'Submitting Application...',
    checkDetails: 'Please check the details marked below.',
    tooLarge: 'Your files are too large to send together. Please choose smaller files and try again.',
    notSent: 'Your application could not be sent. Please try again.',
    /** A refusal the form does not know: English shows the server's own words. */
    otherRefusal: '{message}',
    /** What the checks and the server say, by key (src/lib/merchant-application-messages.ts). */
    messages: { ...APPLICATION_MESSAGES } as Record<keyof typeof APPLICATION_MESSAGES, string>,
    /** The server's answers any form may meet (codes): an ended session, a failing server. */
    answers: textsOf(refusals, ANSWER_REFUSALS),
    tooLong: 'Use at most {max} characters',
    intro: {
      zeroFees: 'Zero setup fees',
      zeroFeesText: 'No sign-up or monthly fees to open your store.',
      secure: 'Secure platform',
      secureText: 'Your documents are stored securely and seen only by our review team.',
      local: 'Local focus',
      localText: 'Reach buyers right here in Labuan.',
      howTitle: 'How it works',
      how: 'Complete all 6 steps, then document verification (2-3 business days), then start selling.',
      needTitle: 'What you will need',
      needs: [
        'Your business details and registration number',
        'Your business license and registration certificate (PDF, JPG or PNG)',
        'An identity document (IC or passport) and a selfie holding it',
      ],
    },
    fields: {
      businessName: 'Business Name',
      businessDescription: 'Business Description',
      businessDescriptionPlaceholder: 'What do you sell, and what makes it special?',
      businessType: 'Business Type',
      businessTypePlaceholder: 'Select business type',
      registrationNumber: 'Registration Number',
      registrationNumberPlaceholder: 'e.g. 202401012345',
      contactEmail: 'Contact Email',
      contactPhone: 'Contact Phone',
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2 (optional)',
      city: 'City',
      state: 'State',
      statePlaceholder: 'Select state',
      postalCode: 'Postal Code',
      website: 'Website (optional)',
      idType: 'ID Type',
      idTypePlaceholder: 'Select ID type',
      idNumber: 'ID Number',
    },
    businessTypes: {
      farm: 'Farm & Agriculture',
      food: 'Food & Beverages',
      handicraft: 'Handicrafts & Arts',
      clothing: 'Clothing & Fashion',
      electronics: 'Electronics & Tech',
      home: 'Home & Garden',
      health: 'Health & Beauty',
      services: 'Services',
      other: 'Other',
    },
    idTypes: { nric: 'Malaysian IC (NRIC)', passport: 'Passport', business_registration: 'Business Registration' },
    /** The states whose name differs between the languages; the others are written the same. */
    stateNames: { Malacca: 'Malacca', Penang: 'Penang' },
    documentFormats: 'Supported formats: PDF, JPG, PNG (Max 5MB each)',
    pictureFormats: 'Supported formats: JPG, PNG, WebP (Max 5MB each)',
    /** Each file's label in its step; the restored notice names them the same way. */
    files: {
      businessLicense: 'Business License',
      businessRegistration: 'Business Registration Certificate',
      taxDocument: 'Tax Document',
      idFrontImage: 'ID Front Image',
      idBackImage: 'ID Back Image',
      selfieImage: 'Selfie with ID',
    } satisfies Record<FileField, string>,
    optional: '{label} (optional)',
    selfieHint: 'A clear photo of your face holding your ID.',
    chooseAgain: 'Please choose this file again.',
    review: {
      title: 'Application Summary',
      businessName: 'Business Name',
      businessType: 'Business Type',
      email: 'Email',
      location: 'Location',
      text: 'Your application and documents will be reviewed before your merchant account is activated. You will hear from us within 2-3 business days.',
      terms: 'I agree to the Terms of Service and the Merchant Agreement',
      privacy: 'I agree to the Privacy Policy and to the processing of my documents for verification',
    },
    submitted: {
      title: 'Application Submitted Successfully!',
      text: 'Thank you for applying to sell on Labuan Market. Your merchant account will be reviewed before it is activated.',
      nextTitle: 'What happens next?',
      verification: 'Document Verification',
      verificationText: 'We verify your documents within 2-3 business days.',
      email: 'Email Notification',
      emailText: 'We email you at {email} once your application has been reviewed.',
      selling: 'Start Selling',
      sellingText: 'Once approved, you can set up your store and list your products.',
      home: 'Back to Home',
      profile: 'View Profile',
    },
  },
};
