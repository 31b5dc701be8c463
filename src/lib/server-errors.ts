/**
 * What a person sees when the server fails unexpectedly (ASVS 16.5.1): a plain message, never the error.
 * Astro answers an action that throws something other than an ActionError with that error's own message,
 * and a D1 error's message names tables, columns and constraints.
 */

export const PLAIN_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

export function isActionRequest(url: URL): boolean {
  return url.pathname.startsWith('/_actions/');
}

/** An action's 5xx answer with its message replaced by the plain one; the original goes to the server log. */
export async function plainActionFailure(response: Response): Promise<Response> {
  if (response.status < 500) return response;
  const original = await response.text();
  // An action's own message is kept for the log; an error page rendered instead has nothing worth logging.
  if ((response.headers.get('Content-Type') ?? '').includes('json')) console.error('Action failed', response.status, original.slice(0, 1000));
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  const body = { type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: response.status, message: PLAIN_SERVER_ERROR };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
