import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { validateApplication, type ApplicationText } from '../../src/lib/merchant-application';
import { APPLICATION_MESSAGES } from '../../src/lib/merchant-application-messages';
import { AlreadyMerchantError, BadDocumentError, PendingApplicationError } from '../../src/data/applications';
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

describe('the merchant application in Bahasa Malaysia', () => {
  it('says every message of the checks and of the server in Bahasa Malaysia', () => {
    const file = (size: number, type: string) => ({ name: 'f', size, type });
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
      ...Object.values(validateApplication({ ...BLANK, contactEmail: '' }, {})),
      new PendingApplicationError().message,
      new AlreadyMerchantError().message,
      new BadDocumentError().message,
    ].filter((message): message is string => typeof message === 'string');
    expect(said.length).toBeGreaterThan(25);
    const say = sayIn(ms);
    for (const message of said) {
      expect(Object.values(APPLICATION_MESSAGES) as string[]).toContain(message);
      expect(say(message)).not.toBe(message);
      expect(sayIn(en)(message)).toBe(message);
    }
  });

  it('says a text over its length with the length', () => {
    expect(sayIn(ms)('Use at most 120 characters')).toBe('Gunakan tidak lebih daripada 120 aksara');
    expect(sayIn(en)('Use at most 120 characters')).toBe('Use at most 120 characters');
  });

  it('has a name for every step, in both languages', () => {
    expect(ms.stepTitles).toHaveLength(en.stepTitles.length);
    expect(ms.stepIntros).toHaveLength(en.stepIntros.length);
    expect(en.stepTitles).toHaveLength(6);
  });
});
