/** A merchant application's text, shared by the unit and integration tests. */
import type { ApplicationText } from '../src/lib/merchant-application';

/** The text of a complete, valid merchant application; `overrides` replaces any field. */
export function applicationText(overrides: Partial<ApplicationText> = {}): ApplicationText {
  return {
    businessName: 'Kedai Kopi Pak Ali',
    businessDescription: 'Kopi and kuih by the jetty.',
    businessType: 'food',
    businessRegistrationNumber: 'LA0555666-X',
    contactEmail: 'ali@example.com',
    contactPhone: '+60 12-222 3333',
    addressLine1: '3, Jalan Jeti',
    addressLine2: '',
    city: 'Labuan',
    state: 'Labuan',
    postalCode: '87000',
    website: '',
    idType: 'nric',
    idNumber: '800101-12-1234',
    agreeToTerms: true,
    agreeToPrivacy: true,
    ...overrides,
  };
}
