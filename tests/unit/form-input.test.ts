import { describe, expect, it } from 'vitest';
import { checkbox, optionalFile, text } from '../../src/lib/form-input';

describe('form input', () => {
  it('reads a missing text field as an empty answer', () => {
    expect(text(10).parse(null)).toBe('');
    expect(text(10).parse(undefined)).toBe('');
    expect(text(10).parse('Kebun')).toBe('Kebun');
  });

  it('refuses text longer than its limit', () => {
    expect(text(5).safeParse('12345').success).toBe(true);
    expect(text(5).safeParse('123456').success).toBe(false);
  });

  it('reads a checkbox as ticked only when the form sends it', () => {
    expect(checkbox.parse('on')).toBe(true);
    expect(checkbox.parse('true')).toBe(true);
    expect(checkbox.parse(true)).toBe(true);
    expect(checkbox.parse(null)).toBe(false);
    expect(checkbox.parse(undefined)).toBe(false);
    expect(checkbox.parse(false)).toBe(false);
    expect(checkbox.parse('off')).toBe(false);
  });

  it('reads an empty file input as no file', () => {
    expect(optionalFile.parse(new File([], ''))).toBeUndefined();
    expect(optionalFile.parse(null)).toBeUndefined();
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png');
    expect(optionalFile.parse(logo)).toBe(logo);
    expect(optionalFile.safeParse('logo.png').success).toBe(false);
  });
});
