/**
 * What Cloudflare's edge does before a request reaches the worker, done by the local server in front of Astro's
 * preview (scripts/serve.ts), so that it answers as plainly as the deployed shop:
 * - more than one Host header, or a target that makes no address: 400. Vite's server would fail building the
 *   request's address, and answer 500 with its stack trace.
 * - a body larger than the worker reads: 413, before any of it is passed on. JSON over the worker's own limit
 *   (src/lib/server-errors.ts), anything over Cloudflare's 100 MB. The worker refuses such a body without reading
 *   it, and the local server then fails sending the rest on (500, with its stack trace).
 * - CF-Connecting-IP is the connection's own address, whatever the client sent, as the edge sets it: the sign-in
 *   and tracking throttles count the address the request really came from.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MAX_JSON_BYTES, TOO_LARGE_REQUEST, UNREADABLE_REQUEST } from '../src/lib/server-errors';

/** The most Cloudflare accepts in one request body on the Free and Pro plans. */
const MAX_BODY_BYTES = 100 * 1024 * 1024;

export interface Refusal {
  status: 400 | 413;
  message: string;
}

/** What the edge would refuse before the worker runs, or null. */
export function refusalFor(request: IncomingMessage): Refusal | null {
  const hosts = request.rawHeaders.filter((_, i) => i % 2 === 0 && request.rawHeaders[i]!.toLowerCase() === 'host');
  if (hosts.length !== 1) return { status: 400, message: UNREADABLE_REQUEST };
  // A target that makes no address ("//:x") would fail the same way.
  if (!URL.canParse(request.url ?? '/', 'http://localhost')) return { status: 400, message: UNREADABLE_REQUEST };
  const length = Number(request.headers['content-length'] ?? 0);
  const json = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
  if (length > MAX_BODY_BYTES || (json && length > MAX_JSON_BYTES)) return { status: 413, message: TOO_LARGE_REQUEST };
  return null;
}

/** The connection's own address as CF-Connecting-IP, in place of any the client sent. */
export function withConnectingAddress(request: IncomingMessage): void {
  const raw: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() !== 'cf-connecting-ip')
      raw.push(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  }
  const address = request.socket.remoteAddress;
  if (address) raw.push('CF-Connecting-IP', address);
  request.rawHeaders = raw;
  if (address) request.headers['cf-connecting-ip'] = address;
  else delete request.headers['cf-connecting-ip'];
}

function refuse(response: ServerResponse, { status, message }: Refusal): void {
  const body = JSON.stringify({ message });
  // The body is not read: the connection closes after the answer.
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(body);
}

/** Puts the edge's checks in front of every handler the server already has. */
export function guardRequests(http: Server): void {
  const handlers = http.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const refusal = refusalFor(request);
    if (refusal) return refuse(response, refusal);
    withConnectingAddress(request);
    for (const handler of handlers) handler.call(http, request, response);
  });
}
