/**
 * What the merchant application's checks (src/lib/merchant-application, src/lib/email, src/lib/web-address) and
 * the server (src/actions/merchant, src/data/applications) can say, in their words, by key:
 * the form shows each in the page's language (the catalogues' `merchantApplication.form.messages`). A text over
 * its length says src/lib/text-limits' message, which takes the length.
 */
import { INVALID_EMAIL_MESSAGE } from './email';
import { WEB_ADDRESS_MESSAGE } from './web-address';

export const APPLICATION_MESSAGES = {
  businessNameRequired: 'Business name is required',
  businessDescriptionRequired: 'Business description is required',
  businessTypeRequired: 'Business type is required',
  registrationNumberRequired: 'Registration number is required',
  contactEmailRequired: 'Contact email is required',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  contactPhoneRequired: 'Contact phone is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Postal code is required',
  webAddress: WEB_ADDRESS_MESSAGE,
  businessLicenseRequired: 'Business license is required',
  businessRegistrationRequired: 'Business registration is required',
  idTypeRequired: 'ID type is required',
  idNumberRequired: 'ID number is required',
  idFrontRequired: 'ID front image is required',
  idBackRequired: 'ID back image is required',
  selfieRequired: 'Selfie image is required',
  agreeToTerms: 'You must agree to the terms',
  agreeToPrivacy: 'You must agree to the privacy policy',
  fileEmpty: 'This file is empty',
  fileTooLarge: 'File is too large (max 5MB)',
  documentType: 'Please upload a PDF, JPG or PNG file',
  pictureType: 'Please upload an image (JPG, PNG or WebP)',
  pending: 'You already have an application under review. We will email you once it has been checked.',
  alreadyMerchant: 'Your account already has a seller account.',
} as const;
