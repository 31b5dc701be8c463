import { describe, expect, it } from 'vitest';
import { checkedFileType, containsActiveContent, safeFileName, sniffContentType } from '../../src/lib/file-types';
import { bytes, JPEG, PNG } from './fixtures';

describe('checkedFileType', () => {
  it('accepts real signatures with ordinary bytes after them', () => {
    expect(checkedFileType(bytes(PNG, [0, 0, 0, 13], 'IHDR', [1, 2, 3]))).toBe('image/png');
    expect(checkedFileType(bytes(JPEG, 'JFIF', [0, 1, 2, 0x3c, 0x2f]))).toBe('image/jpeg');
    expect(checkedFileType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(checkedFileType(bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toBe('application/pdf');
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
    expect(checkedFileType(bytes('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'))).toBeNull();
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
