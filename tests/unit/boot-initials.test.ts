/**
 * The header's inline script (src/scripts/boot.mjs) paints the signed-in user's initials before any module
 * loads, so it cannot import `initials` (src/lib/rating.ts); it must give the same letters as the avatars do.
 */
import { describe, expect, it } from 'vitest';
import { HEADER_USER_SCRIPT, SESSION_STORAGE_KEY } from '../../src/scripts/boot.mjs';
import { initials } from '../../src/lib/rating';

/** Runs the inline script against a saved user, and returns what it wrote as the initials. */
function paintedInitials(name: string): string {
  const painted = { textContent: '' };
  const document = {
    getElementById: () => null,
    querySelectorAll: (selector: string) => (selector === '[data-user-initials]' ? [painted] : []),
  };
  const localStorage = {
    getItem: (key: string) => (key === SESSION_STORAGE_KEY ? JSON.stringify({ id: 'u-1', name, email: '' }) : null),
  };
  new Function('document', 'localStorage', HEADER_USER_SCRIPT)(document, localStorage);
  return painted.textContent;
}

describe("the header's inline initials", () => {
  it('are the initials every avatar shows', () => {
    for (const name of ['Kebun Hijau Farm', 'Siti', '  nur   aisyah  ', 'Ah Kow Fatt Lim', 'élodie béatrice', 'A']) {
      expect(paintedInitials(name), name).toBe(initials(name));
    }
  });
});
