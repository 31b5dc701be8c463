/**
 * The merchant application's six steps and their rules (buyer spec, "Merchant application" and section 5),
 * shared by the form (checked on Next Step) and the server (checked again on submit). The application's text
 * is one zod schema (zod/mini: the island ships it) with the lengths the server accepts; its type is the schema's.
 * Every check refuses with a code (src/lib/refusals.ts) that the form says in the page's language.
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { atMost } from './text-limits';
import { isWebAddress } from './web-address';
import { fieldErrors } from './field-errors';
import { type RefusalCode, said } from './refusals';

export const BUSINESS_TYPES = [
  { value: 'farm', label: 'Farm & Agriculture' },
  { value: 'food', label: 'Food & Beverages' },
  { value: 'handicraft', label: 'Handicrafts & Arts' },
  { value: 'clothing', label: 'Clothing & Fashion' },
  { value: 'electronics', label: 'Electronics & Tech' },
  { value: 'home', label: 'Home & Garden' },
  { value: 'health', label: 'Health & Beauty' },
  { value: 'services', label: 'Services' },
  { value: 'other', label: 'Other' },
] as const;

export const ID_TYPES = [
  { value: 'nric', label: 'Malaysian IC (NRIC)' },
  { value: 'passport', label: 'Passport' },
  { value: 'business_registration', label: 'Business Registration' },
] as const;

export const APPLICATION_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Kuala Lumpur',
  'Labuan',
  'Malacca',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Putrajaya',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
] as const;

export const STEP_TITLES = [
  'Welcome',
  'Business Information',
  'Contact & Location',
  'Business Documents',
  'KYC Verification',
  'Terms & Agreement',
] as const;

export const DOCUMENT_FIELDS = ['businessLicense', 'businessRegistration', 'taxDocument'] as const;
export const IMAGE_FIELDS = ['idFrontImage', 'idBackImage', 'selfieImage'] as const;
export type FileField = (typeof DOCUMENT_FIELDS)[number] | (typeof IMAGE_FIELDS)[number];

/** 5 MB for every file, documents and pictures alike. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Text field lengths the server accepts. */
export const TEXT_LIMITS = {
  businessName: 120,
  businessDescription: 2000,
  businessType: 20,
  businessRegistrationNumber: 40,
  contactEmail: 254,
  contactPhone: 30,
  addressLine1: 200,
  addressLine2: 200,
  city: 80,
  state: 40,
  postalCode: 10,
  website: 200,
  idType: 30,
  idNumber: 40,
} as const;

/** Each text field up to its length, and the two agreements. */
export const applicationTextSchema = z.object({
  ...(Object.fromEntries(Object.entries(TEXT_LIMITS).map(([field, max]) => [field, z.string().check(atMost(max))])) as {
    [K in keyof typeof TEXT_LIMITS]: z.ZodMiniString;
  }),
  agreeToTerms: z.boolean(),
  agreeToPrivacy: z.boolean(),
});

export type ApplicationText = z.infer<typeof applicationTextSchema>;

/** What the form knows of a chosen file; the server knows the bytes too. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export type ApplicationFiles = Partial<Record<FileField, ChosenFile | null>>;
export type ApplicationErrors = Partial<Record<keyof ApplicationText | FileField, string>>;

const blank = (value: string) => value.trim().length === 0;

/** Every refusal of the application (its steps' checks and the server's): the form is given their texts. */
export const APPLICATION_REFUSALS = [
  'merchantApplication.businessNameRequired',
  'merchantApplication.businessDescriptionRequired',
  'merchantApplication.businessTypeRequired',
  'merchantApplication.registrationNumberRequired',
  'merchantApplication.contactEmailRequired',
  'email.invalid',
  'merchantApplication.contactPhoneRequired',
  'merchantApplication.addressRequired',
  'merchantApplication.cityRequired',
  'merchantApplication.stateRequired',
  'merchantApplication.postalCodeRequired',
  'webAddress.invalid',
  'merchantApplication.businessLicenseRequired',
  'merchantApplication.businessRegistrationRequired',
  'merchantApplication.idTypeRequired',
  'merchantApplication.idNumberRequired',
  'merchantApplication.idFrontRequired',
  'merchantApplication.idBackRequired',
  'merchantApplication.selfieRequired',
  'merchantApplication.agreeToTerms',
  'merchantApplication.agreeToPrivacy',
  'merchantApplication.fileEmpty',
  'merchantApplication.fileTooLarge',
  'merchantApplication.documentType',
  'merchantApplication.pictureType',
  'merchantApplication.pending',
  'merchantApplication.alreadyMerchant',
  'text.tooLong',
] as const satisfies readonly RefusalCode[];
type ApplicationRefusal = Exclude<(typeof APPLICATION_REFUSALS)[number], 'text.tooLong'>;

/** The refusal of a file of the wrong type, by the kind the field takes. */
export const wrongFileType = (kind: 'document' | 'picture') =>
  said(kind === 'document' ? 'merchantApplication.documentType' : 'merchantApplication.pictureType');

function fileRule(
  file: ChosenFile | null | undefined,
  kind: 'document' | 'picture',
  required: ApplicationRefusal | null,
): string | null {
  if (!file) return required && said(required);
  if (file.size === 0) return said('merchantApplication.fileEmpty');
  if (file.size > MAX_FILE_BYTES) return said('merchantApplication.fileTooLarge');
  const allowed: readonly string[] = kind === 'document' ? DOCUMENT_TYPES : PICTURE_TYPES;
  if (file.type && !allowed.includes(file.type)) return wrongFileType(kind);
  return null;
}

/** The checks of one step (1 to 6), each refusing with its code. */
export function validateStep(step: number, text: ApplicationText, files: ApplicationFiles): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const need = (field: keyof ApplicationText, code: ApplicationRefusal) => {
    if (blank(String(text[field] ?? ''))) errors[field] = said(code);
  };
  if (step === 2) {
    need('businessName', 'merchantApplication.businessNameRequired');
    need('businessDescription', 'merchantApplication.businessDescriptionRequired');
    need('businessType', 'merchantApplication.businessTypeRequired');
    need('businessRegistrationNumber', 'merchantApplication.registrationNumberRequired');
    if (text.businessType && !BUSINESS_TYPES.some((t) => t.value === text.businessType))
      errors.businessType = said('merchantApplication.businessTypeRequired');
  }
  if (step === 3) {
    need('contactEmail', 'merchantApplication.contactEmailRequired');
    // The same rule as Store Settings, which this address becomes once the application is approved.
    if (!blank(text.contactEmail ?? '') && !isEmail(text.contactEmail)) errors.contactEmail = said('email.invalid');
    need('contactPhone', 'merchantApplication.contactPhoneRequired');
    need('addressLine1', 'merchantApplication.addressRequired');
    need('city', 'merchantApplication.cityRequired');
    need('state', 'merchantApplication.stateRequired');
    need('postalCode', 'merchantApplication.postalCodeRequired');
    if (text.state && !(APPLICATION_STATES as readonly string[]).includes(text.state))
      errors.state = said('merchantApplication.stateRequired');
    const website = String(text.website ?? '').trim();
    if (website && !isWebAddress(website)) errors.website = said('webAddress.invalid');
  }
  if (step === 4) {
    const license = fileRule(files.businessLicense, 'document', 'merchantApplication.businessLicenseRequired');
    const registration = fileRule(
      files.businessRegistration,
      'document',
      'merchantApplication.businessRegistrationRequired',
    );
    const tax = fileRule(files.taxDocument, 'document', null);
    if (license) errors.businessLicense = license;
    if (registration) errors.businessRegistration = registration;
    if (tax) errors.taxDocument = tax;
  }
  if (step === 5) {
    need('idType', 'merchantApplication.idTypeRequired');
    need('idNumber', 'merchantApplication.idNumberRequired');
    if (text.idType && !ID_TYPES.some((t) => t.value === text.idType))
      errors.idType = said('merchantApplication.idTypeRequired');
    const front = fileRule(files.idFrontImage, 'picture', 'merchantApplication.idFrontRequired');
    const back = fileRule(files.idBackImage, 'picture', 'merchantApplication.idBackRequired');
    const selfie = fileRule(files.selfieImage, 'picture', 'merchantApplication.selfieRequired');
    if (front) errors.idFrontImage = front;
    if (back) errors.idBackImage = back;
    if (selfie) errors.selfieImage = selfie;
  }
  if (step === 6) {
    if (!text.agreeToTerms) errors.agreeToTerms = said('merchantApplication.agreeToTerms');
    if (!text.agreeToPrivacy) errors.agreeToPrivacy = said('merchantApplication.agreeToPrivacy');
  }
  return errors;
}

/** Every step's checks together, and the schema's lengths: what the server runs before storing anything. */
export function validateApplication(text: ApplicationText, files: ApplicationFiles): ApplicationErrors {
  const errors: ApplicationErrors = fieldErrors(applicationTextSchema, text);
  return Object.assign(errors, ...[2, 3, 4, 5, 6].map((step) => validateStep(step, text, files)));
}
