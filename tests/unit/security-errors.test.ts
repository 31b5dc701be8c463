/** Unexpected failures reach people as a plain message (ASVS 16.5.1), never as the error itself. */
import { said } from '../../src/lib/refusals';
import { describe, expect, it, vi } from 'vitest';
import {
  isActionRequest,
  MAX_JSON_BYTES,
  PLAIN_SERVER_ERROR,
  plainActionFailure,
  TOO_LARGE_REQUEST,
  UNREADABLE_REQUEST,
  UNSUPPORTED_REQUEST,
  unreadableActionBody,
} from '../../src/lib/server-errors';

const astroAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': '999', 'X-Kept': 'yes' },
  });

describe('plain action failures', () => {
  it('replaces the message of an action that failed unexpectedly, and logs the original', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leaked =
      'D1_ERROR: CHECK constraint failed: stock >= 0: SQLITE_CONSTRAINT\n    at placeOrder (src/data/checkout.ts:120:7)';
    const answer = await plainActionFailure(
      astroAnswer(500, { type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: leaked }),
    );
    expect(answer.status).toBe(500);
    expect(answer.headers.get('X-Kept')).toBe('yes');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      type: 'AstroActionError',
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
      message: PLAIN_SERVER_ERROR,
    });
    expect(text).not.toMatch(/D1_ERROR|SQLITE|checkout\.ts|\bat /);
    expect(errors.mock.calls.flat().join(' ')).toContain('D1_ERROR');
    errors.mockRestore();
  });

  it('leaves the messages people can act on untouched', async () => {
    for (const [status, body] of [
      [
        400,
        {
          type: 'AstroActionError',
          code: 'BAD_REQUEST',
          status: 400,
          message: said('checkout.onlyLeft', { name: 'Daging Lembu', left: 4, wanted: 5 }),
        },
      ],
      [401, { type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message: said('access.signIn') }],
      [
        409,
        {
          type: 'AstroActionError',
          code: 'CONFLICT',
          status: 409,
          message: said('checkout.priceChanged'),
        },
      ],
      [
        400,
        {
          type: 'AstroActionInputError',
          issues: [{ path: ['website'], message: 'Enter a full web address' }],
          fields: { website: ['Enter a full web address'] },
        },
      ],
    ] as const) {
      const original = astroAnswer(status, body);
      expect(await plainActionFailure(original)).toBe(original);
    }
  });

  it("gives Astro's own refusals without a message (a body it could not parse) a plain one", async () => {
    const answer = await plainActionFailure(
      astroAnswer(415, { type: 'AstroActionError', code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: '' }),
    );
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      type: 'AstroActionError',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      message: UNSUPPORTED_REQUEST,
    });
  });

  it('applies to action requests only', () => {
    expect(isActionRequest(new URL('https://market.example/_actions/checkout.placeOrder'))).toBe(true);
    expect(isActionRequest(new URL('https://market.example/checkout'))).toBe(false);
    expect(isActionRequest(new URL('https://market.example/product/_actions'))).toBe(false);
  });
});

describe('action bodies that cannot be read', () => {
  const post = (body: string, type: string) =>
    new Request('https://market.example/_actions/checkout.placeOrder', {
      method: 'POST',
      body,
      headers: { 'Content-Type': type, 'Content-Length': String(new TextEncoder().encode(body).length) },
    });

  it('refuses malformed JSON with 400 and a plain message, before any action runs', async () => {
    for (const body of ['{"lines":[', '{', 'nul', '{"a":1}}', "{'a':1}"]) {
      const answer = await unreadableActionBody(post(body, 'application/json'));
      expect(answer?.status, body).toBe(400);
      expect(await answer!.json()).toEqual({
        type: 'AstroActionError',
        code: 'BAD_REQUEST',
        status: 400,
        message: UNREADABLE_REQUEST,
      });
    }
  });

  it('refuses a content type no action takes with 415', async () => {
    const answer = await unreadableActionBody(post('<a/>', 'application/xml'));
    expect(answer?.status).toBe(415);
    expect(((await answer!.json()) as { message: string }).message).toBe(UNSUPPORTED_REQUEST);
  });

  /** The same call sent in chunks, without a Content-Length, as a streaming client sends it. */
  const chunked = (...parts: (string | Uint8Array)[]) =>
    new Request('https://market.example/_actions/checkout.placeOrder', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts)
            controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part);
          controller.close();
        },
      }),
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);

  it('reads a body sent in chunks too: malformed is refused with 400, well-formed goes through still readable', async () => {
    const malformed = await unreadableActionBody(chunked('{"lines":', '['));
    expect(malformed?.status).toBe(400);
    expect(((await malformed!.json()) as { message: string }).message).toBe(UNREADABLE_REQUEST);
    const fine = chunked('{"lines":', '[]}');
    expect(await unreadableActionBody(fine)).toBeNull();
    expect(await fine.json()).toEqual({ lines: [] });
  });

  it('refuses a JSON body over the limit with 413, with or without a length, before reading past it', async () => {
    const declared = new Request('https://market.example/_actions/checkout.placeOrder', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_JSON_BYTES + 1) },
    });
    expect((await unreadableActionBody(declared))?.status).toBe(413);
    const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
    const huge = await unreadableActionBody(
      chunked('[', ...Array.from({ length: MAX_JSON_BYTES / megabyte.length }, () => megabyte), ']'),
    );
    expect(huge?.status).toBe(413);
    expect(await huge!.json()).toEqual({
      type: 'AstroActionError',
      code: 'CONTENT_TOO_LARGE',
      status: 413,
      message: TOO_LARGE_REQUEST,
    });
  });

  it('lets well-formed JSON, forms and empty bodies through, with the body still readable', async () => {
    const request = post('{"lines":[]}', 'application/json; charset=utf-8');
    expect(await unreadableActionBody(request)).toBeNull();
    expect(await request.json()).toEqual({ lines: [] });
    expect(await unreadableActionBody(post('', 'application/json'))).toBeNull();
    expect(await unreadableActionBody(post('a=1', 'application/x-www-form-urlencoded'))).toBeNull();
    expect(
      await unreadableActionBody(new Request('https://market.example/_actions/auth.signOut', { method: 'POST' })),
    ).toBeNull();
  });
});
