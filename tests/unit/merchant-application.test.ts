import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATES,
  BUSINESS_TYPES,
  DOCUMENT_FIELDS,
  ID_TYPES,
  IMAGE_FIELDS,
  MAX_FILE_BYTES,
  STEP_TITLES,
  TEXT_LIMITS,
  validateApplication as refusalsOfApplication,
  validateStep as refusalsOfStep,
  type ApplicationErrors,
  type ApplicationFiles,
  type ApplicationText,
  type ChosenFile,
} from '../../src/lib/merchant-application';
import { isEmail } from '../../src/lib/email';
import { DEFAULT_SETTINGS, validateSettings } from '../../src/lib/store-settings';
import { EXTENSIONS, safeFileName, sniffContentType } from '../../src/lib/file-types';
import { applicationText } from '../application-text';
import { bytes } from './fixtures';
import { messages } from '../../src/i18n';
import { decodeRefusal, refusalText, said } from '../../src/lib/refusals';

/** The checks refuse with codes; these tests read them as the English form says them, in the spec's words. */
function inEnglish(errors: ApplicationErrors): ApplicationErrors {
  const english = messages('en').refusals;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const refusal = decodeRefusal(message);
      expect(refusal, message).not.toBeNull();
      return [field, refusalText(english, refusal)];
    }),
  );
}
const validateStep = (...args: Parameters<typeof refusalsOfStep>) => inEnglish(refusalsOfStep(...args));
const validateApplication = (...args: Parameters<typeof refusalsOfApplication>) =>
  inEnglish(refusalsOfApplication(...args));

const EMPTY: ApplicationText = {
  businessName: '',
  businessDescription: '',
  businessType: '',
  businessRegistrationNumber: '',
  contactEmail: '',
  contactPhone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  website: '',
  idType: '',
  idNumber: '',
  agreeToTerms: false,
  agreeToPrivacy: false,
};

const FILLED = applicationText();

const pdf = (size = 2048, name = 'license.pdf'): ChosenFile => ({ name, size, type: 'application/pdf' });
const png = (size = 2048, name = 'id.png'): ChosenFile => ({ name, size, type: 'image/png' });

const ALL_FILES: ApplicationFiles = {
  businessLicense: pdf(),
  businessRegistration: pdf(),
  idFrontImage: png(),
  idBackImage: png(),
  selfieImage: png(),
};

describe('the merchant application constants', () => {
  it('names six steps', () => {
    expect(STEP_TITLES).toHaveLength(6);
  });

  it('lists the spec business types, ID types and states', () => {
    expect(BUSINESS_TYPES.map((t) => t.value)).toEqual([
      'farm',
      'food',
      'handicraft',
      'clothing',
      'electronics',
      'home',
      'health',
      'services',
      'other',
    ]);
    expect(BUSINESS_TYPES.map((t) => t.label)).toEqual([
      'Farm & Agriculture',
      'Food & Beverages',
      'Handicrafts & Arts',
      'Clothing & Fashion',
      'Electronics & Tech',
      'Home & Garden',
      'Health & Beauty',
      'Services',
      'Other',
    ]);
    expect(ID_TYPES.map((t) => t.value)).toEqual(['nric', 'passport', 'business_registration']);
    expect(APPLICATION_STATES).toHaveLength(16);
    expect(APPLICATION_STATES).toContain('Labuan');
  });

  it('allows 5 MB per file', () => {
    expect(MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('has a length limit for every text field', () => {
    for (const field of Object.keys(EMPTY).filter((f) => !f.startsWith('agreeTo'))) {
      expect(TEXT_LIMITS[field as keyof typeof TEXT_LIMITS]).toBeGreaterThan(0);
    }
  });
});

describe('validateStep', () => {
  it('lets step 1 (the intro) pass with nothing filled', () => {
    expect(validateStep(1, EMPTY, {})).toEqual({});
  });

  it('asks for the four business fields on step 2', () => {
    expect(validateStep(2, EMPTY, {})).toEqual({
      businessName: 'Business name is required',
      businessDescription: 'Business description is required',
      businessType: 'Business type is required',
      businessRegistrationNumber: 'Registration number is required',
    });
    expect(validateStep(2, FILLED, {})).toEqual({});
  });

  it('treats a value of only spaces as missing', () => {
    expect(validateStep(2, { ...FILLED, businessName: '   ' }, {})).toEqual({
      businessName: 'Business name is required',
    });
  });

  it('refuses a business type that is not one of the list', () => {
    expect(validateStep(2, { ...FILLED, businessType: 'casino' }, {})).toEqual({
      businessType: 'Business type is required',
    });
  });

  it('asks for contact and location on step 3, address line 2 and website optional', () => {
    expect(validateStep(3, EMPTY, {})).toEqual({
      contactEmail: 'Contact email is required',
      contactPhone: 'Contact phone is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
    });
    expect(validateStep(3, FILLED, {})).toEqual({});
  });

  it('refuses a contact email that is not an address, by the same rule as Store Settings and sign-up', () => {
    for (const bad of ['not an email', 'not-an-email', 'a@b', '@labuan.my']) {
      expect(validateStep(3, { ...FILLED, contactEmail: bad }, {})).toEqual({
        contactEmail: 'Please enter a valid email address',
      });
      expect(validateSettings({ ...DEFAULT_SETTINGS, email: bad }).email).toBe(said('email.invalid'));
      expect(isEmail(bad)).toBe(false);
    }
    expect(validateStep(3, { ...FILLED, contactEmail: 'kedai@labuan.my' }, {})).toEqual({});
  });

  it('refuses a state outside the list', () => {
    expect(validateStep(3, { ...FILLED, state: 'Atlantis' }, {})).toEqual({ state: 'State is required' });
  });

  it('asks for the business license and registration on step 4; the tax document is optional', () => {
    expect(validateStep(4, EMPTY, {})).toEqual({
      businessLicense: 'Business license is required',
      businessRegistration: 'Business registration is required',
    });
    expect(validateStep(4, EMPTY, { businessLicense: pdf(), businessRegistration: png() })).toEqual({});
    expect(validateStep(4, EMPTY, { businessLicense: pdf(), businessRegistration: pdf(), taxDocument: null })).toEqual(
      {},
    );
  });

  it('asks for the ID type, number and three pictures on step 5', () => {
    expect(validateStep(5, EMPTY, {})).toEqual({
      idType: 'ID type is required',
      idNumber: 'ID number is required',
      idFrontImage: 'ID front image is required',
      idBackImage: 'ID back image is required',
      selfieImage: 'Selfie image is required',
    });
    expect(validateStep(5, FILLED, ALL_FILES)).toEqual({});
  });

  it('refuses an ID type outside the list', () => {
    expect(validateStep(5, { ...FILLED, idType: 'library_card' }, ALL_FILES)).toEqual({
      idType: 'ID type is required',
    });
  });

  it('asks for both agreements on step 6', () => {
    expect(validateStep(6, EMPTY, {})).toEqual({
      agreeToTerms: 'You must agree to the terms',
      agreeToPrivacy: 'You must agree to the privacy policy',
    });
    expect(validateStep(6, { ...EMPTY, agreeToTerms: true }, {})).toEqual({
      agreeToPrivacy: 'You must agree to the privacy policy',
    });
    expect(validateStep(6, FILLED, {})).toEqual({});
  });

  it('checks nothing for a step that does not exist', () => {
    expect(validateStep(0, EMPTY, {})).toEqual({});
    expect(validateStep(7, EMPTY, {})).toEqual({});
  });
});

describe('the file rules', () => {
  it('refuses an empty file', () => {
    expect(validateStep(4, EMPTY, { businessLicense: pdf(0), businessRegistration: pdf() })).toEqual({
      businessLicense: 'This file is empty',
    });
  });

  it('accepts exactly 5 MB and refuses one byte more, for documents and pictures alike', () => {
    expect(
      validateStep(4, EMPTY, { businessLicense: pdf(MAX_FILE_BYTES), businessRegistration: pdf(MAX_FILE_BYTES) }),
    ).toEqual({});
    expect(validateStep(4, EMPTY, { businessLicense: pdf(MAX_FILE_BYTES + 1), businessRegistration: pdf() })).toEqual({
      businessLicense: 'File is too large (max 5MB)',
    });
    expect(validateStep(5, FILLED, { ...ALL_FILES, selfieImage: png(MAX_FILE_BYTES) })).toEqual({});
    expect(validateStep(5, FILLED, { ...ALL_FILES, selfieImage: png(MAX_FILE_BYTES + 1) })).toEqual({
      selfieImage: 'File is too large (max 5MB)',
    });
  });

  it('checks the optional tax document only when one is chosen', () => {
    const files = { businessLicense: pdf(), businessRegistration: pdf() };
    expect(validateStep(4, EMPTY, { ...files, taxDocument: pdf(MAX_FILE_BYTES + 1) })).toEqual({
      taxDocument: 'File is too large (max 5MB)',
    });
    expect(validateStep(4, EMPTY, { ...files, taxDocument: { name: 'tax.gif', size: 10, type: 'image/gif' } })).toEqual(
      {
        taxDocument: 'Please upload a PDF, JPG or PNG file',
      },
    );
  });

  it('takes PDF, JPG and PNG for documents, but not WebP or HTML', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(
        validateStep(4, EMPTY, { businessLicense: { name: 'x', size: 10, type }, businessRegistration: pdf() }),
      ).toEqual({});
    }
    for (const type of ['image/webp', 'text/html', 'image/svg+xml']) {
      expect(
        validateStep(4, EMPTY, { businessLicense: { name: 'x', size: 10, type }, businessRegistration: pdf() }),
      ).toEqual({
        businessLicense: 'Please upload a PDF, JPG or PNG file',
      });
    }
  });

  it('takes JPG, PNG and WebP pictures for the ID and selfie, but not a PDF', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(validateStep(5, FILLED, { ...ALL_FILES, idFrontImage: { name: 'x', size: 10, type } })).toEqual({});
    }
    expect(validateStep(5, FILLED, { ...ALL_FILES, idFrontImage: pdf() })).toEqual({
      idFrontImage: 'Please upload an image (JPG, PNG or WebP)',
    });
    expect(
      validateStep(5, FILLED, { ...ALL_FILES, idBackImage: { name: 'x.gif', size: 10, type: 'image/gif' } }),
    ).toEqual({
      idBackImage: 'Please upload an image (JPG, PNG or WebP)',
    });
  });

  it('leaves a file the browser gives no type for to the server, which reads its bytes', () => {
    expect(
      validateStep(4, EMPTY, { businessLicense: { name: 'scan', size: 10, type: '' }, businessRegistration: pdf() }),
    ).toEqual({});
  });

  it('knows which fields hold documents and which pictures', () => {
    expect(DOCUMENT_FIELDS).toEqual(['businessLicense', 'businessRegistration', 'taxDocument']);
    expect(IMAGE_FIELDS).toEqual(['idFrontImage', 'idBackImage', 'selfieImage']);
  });
});

describe('validateApplication', () => {
  it('finds nothing wrong with a complete application', () => {
    expect(validateApplication(FILLED, ALL_FILES)).toEqual({});
  });

  it('combines the messages of steps 2 to 6', () => {
    const errors = validateApplication(EMPTY, {});
    expect(errors).toEqual({
      businessName: 'Business name is required',
      businessDescription: 'Business description is required',
      businessType: 'Business type is required',
      businessRegistrationNumber: 'Registration number is required',
      contactEmail: 'Contact email is required',
      contactPhone: 'Contact phone is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
      businessLicense: 'Business license is required',
      businessRegistration: 'Business registration is required',
      idType: 'ID type is required',
      idNumber: 'ID number is required',
      idFrontImage: 'ID front image is required',
      idBackImage: 'ID back image is required',
      selfieImage: 'Selfie image is required',
      agreeToTerms: 'You must agree to the terms',
      agreeToPrivacy: 'You must agree to the privacy policy',
    });
  });

  it('reports a single problem on any step', () => {
    expect(validateApplication({ ...FILLED, agreeToPrivacy: false }, ALL_FILES)).toEqual({
      agreeToPrivacy: 'You must agree to the privacy policy',
    });
    expect(validateApplication(FILLED, { ...ALL_FILES, businessRegistration: pdf(MAX_FILE_BYTES + 1) })).toEqual({
      businessRegistration: 'File is too large (max 5MB)',
    });
  });

  it('holds each text to the length the server accepts, and no longer', () => {
    expect(validateApplication({ ...FILLED, businessName: 'x'.repeat(120) }, ALL_FILES)).toEqual({});
    expect(
      validateApplication({ ...FILLED, businessName: 'x'.repeat(121), postalCode: '1'.repeat(11) }, ALL_FILES),
    ).toEqual({
      businessName: 'Use at most 120 characters',
      postalCode: 'Use at most 10 characters',
    });
  });
});

describe('sniffContentType', () => {
  it('recognises a PDF from "%PDF-"', () => {
    expect(sniffContentType(bytes('%PDF-1.4\n1 0 obj<<>>endobj'))).toBe('application/pdf');
  });

  it('recognises a PNG from its eight-byte signature', () => {
    expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe(
      'image/png',
    );
  });

  it('recognises a JPEG from FF D8 FF', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10], 'Exif'))).toBe('image/jpeg');
  });

  it('recognises a GIF from "GIF8"', () => {
    expect(sniffContentType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniffContentType(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
  });

  it('recognises a WebP from RIFF....WEBP', () => {
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('does not take any RIFF file (a WAV) for a WebP', () => {
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('knows nothing of HTML, SVG or text, whatever the file is called', () => {
    expect(sniffContentType(bytes('<html><body>hello</body></html>'))).toBeNull();
    expect(sniffContentType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(
      sniffContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffContentType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffContentType(bytes(' %PDF-1.4'))).toBeNull();
  });

  it('returns null for a file shorter than any signature', () => {
    expect(sniffContentType(new Uint8Array())).toBeNull();
    expect(sniffContentType(bytes('%PDF'))).toBeNull();
    expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffContentType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull();
  });

  it('has a file extension for every type it recognises', () => {
    expect(EXTENSIONS).toEqual({
      'application/pdf': 'pdf',
      'image/png': 'png',
      'image/jpeg': 'jpg',
      'image/gif': 'gif',
      'image/webp': 'webp',
    });
  });
});

describe('safeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(safeFileName('Business License (2024).pdf')).toBe('Business License (2024).pdf');
    expect(safeFileName('id_front-1.png')).toBe('id_front-1.png');
  });

  it('strips Unix and Windows paths', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\x\\id.png')).toBe('id.png');
    expect(safeFileName('/var/tmp/scan.pdf')).toBe('scan.pdf');
  });

  it('replaces odd characters, quotes and control characters', () => {
    expect(safeFileName('a"b;c.pdf')).toBe('a_b_c.pdf');
    expect(safeFileName('in\u0000voice\r\n.pdf')).toBe('in_voice__.pdf');
    expect(safeFileName('<script>.png')).toBe('_script_.png');
    expect(safeFileName('kedai*?|.jpg')).toBe('kedai___.jpg');
  });

  it('drops leading dots, so no hidden or parent-directory name remains', () => {
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('../..')).toBe('file');
  });

  it('falls back when nothing is left', () => {
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('dir/')).toBe('file');
    expect(safeFileName('   ', 'idFrontImage.png')).toBe('idFrontImage.png');
  });

  it('cuts a very long name to 100 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });

  it('drops a leading dot that follows a space', () => {
    expect(safeFileName(' .htaccess')).toBe('htaccess');
  });
});
