import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import {
  APPLICATION_REFUSALS,
  validateApplication,
  validateStep,
  type ApplicationText,
} from '../../src/lib/merchant-application';
import { decodeRefusal } from '../../src/lib/refusals';
import {
  AlreadyMerchantError,
  BadDocumentError,
  InvalidWebsiteError,
  PendingApplicationError,
} from '../../src/data/applications';
import { sayIn } from '../../src/islands/merchant-signup/application-texts';

const en = messages('en').merchantApplication.form;
const ms = messages('ms').merchantApplication.form;

const BLANK = {
  businessName: ' ',
  businessDescription: '',
  businessType: 'spaceship',
  businessRegistrationNumber: '',
  contactEmail: 'not-an-email',
  contactPhone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: 'Narnia',
  postalCode: '',
  website: 'labuan',
  idType: 'library-card',
  idNumber: '',
  agreeToTerms: false,
  agreeToPrivacy: false,
} satisfies ApplicationText;

const file = (size: number, type: string) => ({ name: 'f', size, type });

describe('the merchant application in Bahasa Malaysia', () => {
  it('refuses with codes the form is given, each said in both languages', () => {
    const said = [
      ...Object.values(validateApplication(BLANK, {})),
      ...Object.values(
        validateApplication(BLANK, {
          businessLicense: file(0, 'application/pdf'),
          businessRegistration: file(6 * 1024 * 1024, 'application/pdf'),
          taxDocument: file(10, 'text/html'),
          idFrontImage: file(10, 'application/pdf'),
        }),
      ),
      ...Object.values(validateApplication({ ...BLANK, contactEmail: '', businessName: 'x'.repeat(121) }, {})),
      new PendingApplicationError().message,
      new AlreadyMerchantError().message,
      new BadDocumentError().message,
      new InvalidWebsiteError().message,
    ].filter((message): message is string => typeof message === 'string');
    expect(said.length).toBeGreaterThan(25);
    const codes = new Set<string>();
    for (const message of said) {
      const refusal = decodeRefusal(message);
      expect(refusal, message).not.toBeNull();
      expect(APPLICATION_REFUSALS).toContain(refusal!.code);
      codes.add(refusal!.code);
      const [english, malay] = [sayIn(en)(message), sayIn(ms)(message)];
      expect(english).not.toMatch(/[{}]/);
      expect(malay).not.toMatch(/[{}]/);
      expect(malay).not.toBe(english);
    }
    // Every refusal the form is given is one its checks or the server can make.
    expect([...codes].sort()).toEqual([...APPLICATION_REFUSALS].sort());
  });

  it("says the steps' refusals as the spec and the Malay catalogue word them", () => {
    const contact = validateStep(3, { ...BLANK, contactEmail: '' }, {});
    expect(sayIn(en)(contact.contactEmail!)).toBe('Contact email is required');
    expect(sayIn(ms)(contact.contactEmail!)).toBe('E-mel untuk dihubungi diperlukan');
    expect(sayIn(en)(contact.website!)).toBe('Enter a full web address starting with https:// or http://');
    expect(sayIn(ms)(contact.website!)).toBe('Masukkan alamat web penuh yang bermula dengan https:// atau http://');
    const documents = validateStep(4, BLANK, { businessRegistration: file(6 * 1024 * 1024, 'application/pdf') });
    expect(sayIn(en)(documents.businessLicense!)).toBe('Business license is required');
    expect(sayIn(en)(documents.businessRegistration!)).toBe('File is too large (max 5MB)');
    expect(sayIn(ms)(documents.businessRegistration!)).toBe('Fail terlalu besar (maksimum 5MB)');
    const pictures = validateStep(5, BLANK, { idFrontImage: file(10, 'application/pdf') });
    expect(sayIn(en)(pictures.idFrontImage!)).toBe('Please upload an image (JPG, PNG or WebP)');
    expect(sayIn(ms)(pictures.selfieImage!)).toBe('Swafoto diperlukan');
    expect(sayIn(ms)(new PendingApplicationError().message)).toBe(
      'Anda sudah mempunyai permohonan dalam semakan. Kami akan menghantar e-mel sebaik sahaja ia disemak.',
    );
  });

  it('says a text over its length with the length', () => {
    const { businessName } = validateApplication({ ...BLANK, businessName: 'x'.repeat(121) }, {});
    expect(decodeRefusal(businessName)).toEqual({ code: 'text.tooLong', values: { max: 120 } });
    expect(sayIn(ms)(businessName!)).toBe('Gunakan tidak lebih daripada 120 aksara');
    expect(sayIn(en)(businessName!)).toBe('Use at most 120 characters');
  });

  it('has a name for every step, in both languages', () => {
    expect(ms.stepTitles).toHaveLength(en.stepTitles.length);
    expect(ms.stepIntros).toHaveLength(en.stepIntros.length);
    expect(en.stepTitles).toHaveLength(6);
  });
});
