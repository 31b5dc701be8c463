/**
 * What a person sees when the server fails unexpectedly (ASVS 16.5.1): a plain message, never the error.
 * Astro answers an action that throws something other than an ActionError with that error's own message,
 * and a D1 error's message names tables, columns and constraints.
 */
import { said } from './refusals';

/** The refusals answered here, as codes (src/lib/refusals.ts): each form says them in its reader's language. */
export const PLAIN_SERVER_ERROR = said('server.failed');

export function isActionRequest(url: URL): boolean {
  return url.pathname.startsWith('/_actions/');
}

/**
 * A post to a page that names an action (`/cart?_action=shopping.changeForm`): Astro runs the action on the body
 * before the page renders, reading JSON as readily as a form, so its body is checked as an action call's is.
 */
export function isPageActionRequest(url: URL): boolean {
  return url.searchParams.has('_action');
}

/**
 * An action's 5xx answer with its message replaced by the plain one (the original goes to the server log), and
 * a 4xx answer without a message (Astro's own, for a body it cannot parse) given one.
 */
export async function plainActionFailure(response: Response): Promise<Response> {
  if (response.status >= 400 && response.status < 500) return withRefusalMessage(response);
  if (response.status < 500) return response;
  const original = await response.text();
  // An action's own message is kept for the log; an error page rendered instead has nothing worth logging.
  if ((response.headers.get('Content-Type') ?? '').includes('json'))
    console.error('Action failed', response.status, original.slice(0, 1000));
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  const body = {
    type: 'AstroActionError',
    code: 'INTERNAL_SERVER_ERROR',
    status: response.status,
    message: PLAIN_SERVER_ERROR,
  };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export const UNREADABLE_REQUEST = said('request.unreadable');
export const UNSUPPORTED_REQUEST = said('request.unsupported');
export const TOO_LARGE_REQUEST = said('request.tooLarge');

/**
 * JSON bodies up to this size are read once here to check them; no action takes more as JSON (files go as
 * forms), so a larger one is refused.
 */
export const MAX_JSON_BYTES = 16 * 1024 * 1024;

/** An answer in the shape of Astro's action errors, so that the page's own code shows its message. */
export function actionRefusal(
  status: 400 | 413 | 415,
  code: 'BAD_REQUEST' | 'CONTENT_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
  message: string,
): Response {
  return new Response(JSON.stringify({ type: 'AstroActionError', code, status, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A refusal for an action call whose body cannot be read (malformed JSON, a content type no action takes),
 * before any action runs; null when the body is fine. Astro answers such calls with 500, which says the
 * server failed when the request did.
 */
export async function unreadableActionBody(request: Request): Promise<Response | null> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return null;
  if (type !== 'application/json') return actionRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_REQUEST);
  const length = request.headers.get('Content-Length');
  if (length !== null && Number(length) > MAX_JSON_BYTES)
    return actionRefusal(413, 'CONTENT_TOO_LARGE', TOO_LARGE_REQUEST);
  // A body sent in chunks, without a length, is read here too, up to the same limit.
  const text = await textWithin(request.clone(), MAX_JSON_BYTES);
  if (text === null) return actionRefusal(413, 'CONTENT_TOO_LARGE', TOO_LARGE_REQUEST);
  if (text === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return actionRefusal(400, 'BAD_REQUEST', UNREADABLE_REQUEST);
  }
}

/** The body as text, or null as soon as it passes `limit` bytes (the rest is not read). */
async function textWithin(request: { body: ReadableStream<Uint8Array> | null }, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a cloned body settles its cancel only when the other branch is cancelled too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

async function withRefusalMessage(response: Response): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(await response.clone().text()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  // Input errors carry their messages per field (`issues`, `fields`): those are left as they are.
  if (body.type !== 'AstroActionError' || (typeof body.message === 'string' && body.message.trim() !== ''))
    return response;
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const message = response.status === 415 ? UNSUPPORTED_REQUEST : UNREADABLE_REQUEST;
  return new Response(
    JSON.stringify({ type: 'AstroActionError', code: body.code ?? 'BAD_REQUEST', status: response.status, message }),
    {
      status: response.status,
      headers,
    },
  );
}
