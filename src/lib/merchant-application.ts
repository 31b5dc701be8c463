/**
 * The merchant application's six steps and their rules (buyer spec, "Merchant application" and section 5),
 * shared by the form (checked on Next Step) and the server (checked again on submit). The application's text
 * is one zod schema (zod/mini: the island ships it) with the lengths the server accepts; its type is the schema's.
 */
import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isEmail } from './email';
import { atMost } from './text-limits';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from './web-address';
import { fieldErrors } from './field-errors';

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

function fileRule(
  file: ChosenFile | null | undefined,
  kind: 'document' | 'picture',
  requiredMessage: string | null,
): string | null {
  if (!file) return requiredMessage;
  if (file.size === 0) return 'This file is empty';
  if (file.size > MAX_FILE_BYTES) return 'File is too large (max 5MB)';
  const allowed: readonly string[] = kind === 'document' ? DOCUMENT_TYPES : PICTURE_TYPES;
  if (file.type && !allowed.includes(file.type)) {
    return kind === 'document' ? 'Please upload a PDF, JPG or PNG file' : 'Please upload an image (JPG, PNG or WebP)';
  }
  return null;
}

/** The checks of one step (1 to 6), with the spec's messages. */
export function validateStep(step: number, text: ApplicationText, files: ApplicationFiles): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const need = (field: keyof ApplicationText, message: string) => {
    if (blank(String(text[field] ?? ''))) errors[field] = message;
  };
  if (step === 2) {
    need('businessName', 'Business name is required');
    need('businessDescription', 'Business description is required');
    need('businessType', 'Business type is required');
    need('businessRegistrationNumber', 'Registration number is required');
    if (text.businessType && !BUSINESS_TYPES.some((t) => t.value === text.businessType))
      errors.businessType = 'Business type is required';
  }
  if (step === 3) {
    need('contactEmail', 'Contact email is required');
    // The same rule as Store Settings, which this address becomes once the application is approved.
    if (!blank(text.contactEmail ?? '') && !isEmail(text.contactEmail)) errors.contactEmail = INVALID_EMAIL_MESSAGE;
    need('contactPhone', 'Contact phone is required');
    need('addressLine1', 'Address is required');
    need('city', 'City is required');
    need('state', 'State is required');
    need('postalCode', 'Postal code is required');
    if (text.state && !(APPLICATION_STATES as readonly string[]).includes(text.state))
      errors.state = 'State is required';
    const website = String(text.website ?? '').trim();
    if (website && !isWebAddress(website)) errors.website = WEB_ADDRESS_MESSAGE;
  }
  if (step === 4) {
    const license = fileRule(files.businessLicense, 'document', 'Business license is required');
    const registration = fileRule(files.businessRegistration, 'document', 'Business registration is required');
    const tax = fileRule(files.taxDocument, 'document', null);
    if (license) errors.businessLicense = license;
    if (registration) errors.businessRegistration = registration;
    if (tax) errors.taxDocument = tax;
  }
  if (step === 5) {
    need('idType', 'ID type is required');
    need('idNumber', 'ID number is required');
    if (text.idType && !ID_TYPES.some((t) => t.value === text.idType)) errors.idType = 'ID type is required';
    const front = fileRule(files.idFrontImage, 'picture', 'ID front image is required');
    const back = fileRule(files.idBackImage, 'picture', 'ID back image is required');
    const selfie = fileRule(files.selfieImage, 'picture', 'Selfie image is required');
    if (front) errors.idFrontImage = front;
    if (back) errors.idBackImage = back;
    if (selfie) errors.selfieImage = selfie;
  }
  if (step === 6) {
    if (!text.agreeToTerms) errors.agreeToTerms = 'You must agree to the terms';
    if (!text.agreeToPrivacy) errors.agreeToPrivacy = 'You must agree to the privacy policy';
  }
  return errors;
}

/** Every step's checks together, and the schema's lengths: what the server runs before storing anything. */
export function validateApplication(text: ApplicationText, files: ApplicationFiles): ApplicationErrors {
  const errors: ApplicationErrors = fieldErrors(applicationTextSchema, text);
  return Object.assign(errors, ...[2, 3, 4, 5, 6].map((step) => validateStep(step, text, files)));
}
