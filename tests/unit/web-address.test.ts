import { describe, expect, it } from 'vitest';
import { validateStep } from '../../src/lib/merchant-application';
import { isWebAddress, safeHref } from '../../src/lib/web-address';
import { said } from '../../src/lib/refusals';
import { applicationText } from '../application-text';

const HOSTILE = [
  'javascript:alert(document.domain)//',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/path',
  'https://user:pass@evil.example',
  'https://localhost',
  'kedai.example',
];

describe('the one rule for web addresses', () => {
  it('takes http and https addresses with a host name', () => {
    for (const value of ['https://kedai.example', 'http://kedai.example/shop?x=1', 'https://www.facebook.com/kedai']) {
      expect(isWebAddress(value), value).toBe(true);
      expect(safeHref(value), value).toBe(value);
    }
  });

  it('refuses every other scheme and anything that is not a full address', () => {
    for (const value of HOSTILE) {
      expect(isWebAddress(value), value).toBe(false);
      expect(safeHref(value), value).toBeNull();
    }
    expect(safeHref(null)).toBeNull();
    expect(safeHref('')).toBeNull();
  });

  it("refuses a merchant application's website that is not http(s), with the same message as Store Settings", () => {
    expect(validateStep(3, applicationText({ website: 'javascript:alert(document.domain)//' }), {}).website).toBe(
      said('webAddress.invalid'),
    );
    expect(validateStep(3, applicationText({ website: 'https://kopi.example' }), {}).website).toBeUndefined();
    expect(validateStep(3, applicationText({ website: '' }), {}).website).toBeUndefined();
  });
});
