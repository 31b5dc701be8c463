import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS, NON_PAGE_CSP, SECURITY_HEADERS } from '../../src/lib/http';

/** public/_headers as rules: each path with the header lines under it (`!` lines remove a header). */
function staticRules(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules[line.trim()] = current;
      continue;
    }
    const text = line.trim();
    if (text.startsWith('!')) {
      current![text] = '';
      continue;
    }
    const at = text.indexOf(':');
    current![text.slice(0, at).trim()] = text.slice(at + 1).trim();
  }
  return rules;
}

describe('headers of static files', () => {
  it('are the headers the middleware gives every other response that is not a page', () => {
    const rules = staticRules();
    expect(Object.keys(rules)).toEqual(['/*', '/sw.js']);
    expect(rules['/*']).toEqual({
      'Strict-Transport-Security': HSTS,
      ...SECURITY_HEADERS,
      'Content-Security-Policy': NON_PAGE_CSP,
    });
  });

  it('let only the service worker run, and connect to this site alone', () => {
    const worker = staticRules()['/sw.js'];
    expect(worker).toEqual({
      '! Content-Security-Policy': '',
      'Content-Security-Policy': "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
      'Cache-Control': 'no-cache',
    });
  });
});
