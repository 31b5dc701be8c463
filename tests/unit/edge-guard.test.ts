/** The local server (`npm start`) answers what Cloudflare's edge refuses as plainly as the edge (scripts/edge-guard.ts). */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests } from '../../scripts/edge-guard';
import { said } from '../../src/lib/refusals';

let server: Server;
let port: number;

beforeAll(async () => {
  // Stands in for Vite's preview server: it answers with the address the worker would be told.
  server = createServer((request, response) => {
    response.end(`passed on from ${request.headers['cf-connecting-ip']}`);
  });
  guardRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head` as it is (a client may send what a browser never would) and reads the whole answer. */
function send(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('the local server in front of the worker', () => {
  it('refuses two Host headers, or a target that makes no address, with a plain 400', async () => {
    for (const head of [
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      'GET //:x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await send(head);
      expect(answer.status, head).toBe(400);
      expect(JSON.parse(answer.body).message).toBe(said('request.unreadable'));
    }
  });

  it('refuses JSON over 16 MB and any body over 100 MB with a plain 413, before reading it', async () => {
    for (const [type, length] of [
      ['application/json', 16 * 1024 * 1024 + 1],
      ['multipart/form-data; boundary=x', 100 * 1024 * 1024 + 1],
    ] as const) {
      const answer = await send(
        `POST /_actions/shopping.sync HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n{`,
      );
      expect(answer.status, type).toBe(413);
      expect(JSON.parse(answer.body).message).toBe(said('request.tooLarge'));
    }
  });

  it("tells the worker the connection's own address, not the one the client claims", async () => {
    const answer = await send(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCF-Connecting-IP: 203.0.113.9\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('passed on from 127.0.0.1');
  });
});
