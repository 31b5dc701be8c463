/** Unexpected failures reach people as a plain message (ASVS 16.5.1), never as the error itself. */
import { describe, expect, it, vi } from 'vitest';
import { isActionRequest, PLAIN_SERVER_ERROR, plainActionFailure } from '../../src/lib/server-errors';

const astroAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Content-Length': '999', 'X-Kept': 'yes' } });

describe('plain action failures', () => {
  it('replaces the message of an action that failed unexpectedly, and logs the original', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leaked = "D1_ERROR: CHECK constraint failed: stock >= 0: SQLITE_CONSTRAINT\n    at placeOrder (src/data/checkout.ts:120:7)";
    const answer = await plainActionFailure(astroAnswer(500, { type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: leaked }));
    expect(answer.status).toBe(500);
    expect(answer.headers.get('X-Kept')).toBe('yes');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: PLAIN_SERVER_ERROR });
    expect(text).not.toMatch(/D1_ERROR|SQLITE|checkout\.ts|\bat /);
    expect(errors.mock.calls.flat().join(' ')).toContain('D1_ERROR');
    errors.mockRestore();
  });

  it('leaves the messages people can act on untouched', async () => {
    for (const [status, body] of [
      [400, { type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'Only 4 of Daging Lembu left (you wanted 5).' }],
      [401, { type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message: 'Please sign in to continue.' }],
      [409, { type: 'AstroActionError', code: 'CONFLICT', status: 409, message: 'Prices have changed since you opened checkout.' }],
    ] as const) {
      const original = astroAnswer(status, body);
      expect(await plainActionFailure(original)).toBe(original);
    }
  });

  it('applies to action requests only', () => {
    expect(isActionRequest(new URL('https://market.example/_actions/checkout.placeOrder'))).toBe(true);
    expect(isActionRequest(new URL('https://market.example/checkout'))).toBe(false);
    expect(isActionRequest(new URL('https://market.example/product/_actions'))).toBe(false);
  });
});
