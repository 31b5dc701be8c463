import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS, NON_PAGE_CSP, SECURITY_HEADERS } from '../../src/lib/http';

/** The header lines of public/_headers under its one rule, `/*`. */
function staticHeaders(): Record<string, string> {
  const lines = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8').split('\n');
  const rules = lines.filter((line) => line.trim() && !line.trim().startsWith('#') && !/^\s/.test(line));
  expect(rules).toEqual(['/*']);
  return Object.fromEntries(
    lines
      .filter((line) => /^\s+\S/.test(line))
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

describe('headers of static files', () => {
  it('are the headers the middleware gives every other response that is not a page', () => {
    expect(staticHeaders()).toEqual({
      'Strict-Transport-Security': HSTS,
      ...SECURITY_HEADERS,
      'Content-Security-Policy': NON_PAGE_CSP,
    });
  });
});
