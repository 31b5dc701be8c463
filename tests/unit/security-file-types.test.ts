import { describe, expect, it } from 'vitest';
import { checkedFileType, containsActiveContent, safeFileName, sniffContentType } from '../../src/lib/file-types';
import { bytes, JPEG, PNG } from './fixtures';
import { JPEG as REAL_JPEG, PNG as REAL_PNG, WEBP as REAL_WEBP } from '../pictures';

describe('checkedFileType', () => {
  it('accepts real pictures and PDFs that can be read through', () => {
    expect(checkedFileType(REAL_PNG)).toBe('image/png');
    expect(checkedFileType(REAL_JPEG)).toBe('image/jpeg');
    expect(checkedFileType(REAL_WEBP)).toBe('image/webp');
    expect(
      checkedFileType(
        bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], [2, 2, 0x4c, 0x01, 0], [0x3b]),
      ),
    ).toBe('image/gif');
    expect(checkedFileType(bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toBe('application/pdf');
  });

  it('refuses a signature with no whole picture behind it: what cannot be read cannot be cleaned', () => {
    expect(checkedFileType(bytes(PNG, [0, 0, 0, 13], 'IHDR', [1, 2, 3]))).toBeNull();
    expect(checkedFileType(bytes(JPEG, 'JFIF', [0, 1, 2, 0x3c, 0x2f]))).toBeNull();
    expect(checkedFileType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
  });

  it('refuses HTML and SVG whatever their name says', () => {
    expect(checkedFileType(bytes('<!DOCTYPE html><html><script>alert(1)</script>'))).toBeNull();
    expect(checkedFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(checkedFileType(bytes(''))).toBeNull();
  });

  it('refuses polyglots: a real signature with markup or script inside', () => {
    expect(sniffContentType(bytes('GIF89a/*', [0, 0], '*/=alert(1);<script>alert(1)</script>'))).toBe('image/gif');
    expect(checkedFileType(bytes('GIF89a/*', [0, 0], '*/=alert(1);<script>alert(1)</script>'))).toBeNull();
    expect(checkedFileType(bytes(PNG, [0, 0, 0, 0], 'tEXt<HTML><BODY onload=alert(1)>'))).toBeNull();
    expect(checkedFileType(bytes(JPEG, [0xff, 0xfe, 0, 20], '<IFRAME src=//evil.example>'))).toBeNull();
  });

  it('refuses PDFs that carry JavaScript or launch actions', () => {
    expect(
      checkedFileType(bytes('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')),
    ).toBeNull();
    expect(checkedFileType(bytes('%PDF-1.4\n1 0 obj << /S /Launch /F (cmd.exe) >>'))).toBeNull();
  });

  it('finds markers in any case, at the very end, and not in near misses', () => {
    expect(containsActiveContent(bytes([1, 2, 3], '<ScRiPt'))).toBe(true);
    expect(containsActiveContent(bytes('<scrip'))).toBe(false);
    expect(containsActiveContent(bytes('< script'))).toBe(false);
    expect(containsActiveContent(bytes('/Java Script'))).toBe(false);
  });
});

describe('safeFileName', () => {
  it('keeps no path and no characters that could break a header', () => {
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\ic depan.png')).toBe('ic depan.png');
    expect(safeFileName('a"b;\r\nc.pdf')).toBe('a_b___c.pdf');
    expect(safeFileName('...', 'document.pdf')).toBe('document.pdf');
  });
});
