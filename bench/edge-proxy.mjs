/**
 * A stand-in for the edge's compression, for Lighthouse only: a reverse proxy on 127.0.0.1 that forwards to the
 * preview server and compresses compressible responses (brotli or gzip, by Accept-Encoding), as Cloudflare does
 * in production. Without it Lighthouse's simulated slow 4G would download the HTML, JS and CSS uncompressed and
 * over-state LCP. Compressed bodies are cached by content, so a page is compressed once.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { BROTLI_QUALITY, GZIP_LEVEL } from './bytes.mjs';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export async function startEdgeProxy(upstreamOrigin) {
  const upstream = new URL(upstreamOrigin);
  const cache = new Map(); // `${encoding}:${sha1}` -> Buffer
  // What was sent, for the network part: each response's bytes on the wire (status line, headers, body).
  let transfers = [];
  let inFlight = 0;
  let lastByteAt = Date.now();

  const compress = (encoding, body) => {
    const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
    let out = cache.get(key);
    if (!out) {
      out =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : zlib.gzipSync(body, { level: GZIP_LEVEL });
      cache.set(key, out);
    }
    return out;
  };

  const server = http.createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      lastByteAt = Date.now();
    });
    const headers = { ...req.headers };
    delete headers['accept-encoding']; // the origin answers uncompressed; we compress here
    const up = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (upRes) => {
        const chunks = [];
        upRes.on('data', (c) => chunks.push(c));
        upRes.on('end', () => {
          let body = Buffer.concat(chunks);
          const out = { ...upRes.headers };
          delete out['transfer-encoding'];
          delete out['connection'];
          delete out['keep-alive'];
          const accept = String(req.headers['accept-encoding'] ?? '');
          const type = String(upRes.headers['content-type'] ?? '');
          if (
            !upRes.headers['content-encoding'] &&
            COMPRESSIBLE.test(type) &&
            body.length > 0 &&
            req.method !== 'HEAD'
          ) {
            const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
            if (encoding) {
              body = compress(encoding, body);
              out['content-encoding'] = encoding;
              out['vary'] = out['vary'] ? `${out['vary']}, Accept-Encoding` : 'Accept-Encoding';
              // As Cloudflare does when it compresses: a strong ETag becomes weak (the bytes changed, the meaning
              // did not), so revalidation with If-None-Match still answers 304.
              if (out['etag'] && !String(out['etag']).startsWith('W/')) out['etag'] = `W/${out['etag']}`;
            }
          }
          out['content-length'] = String(body.length);
          res.writeHead(upRes.statusCode ?? 502, out);
          res.end(req.method === 'HEAD' ? undefined : body);
          transfers.push({
            path: req.url,
            status: upRes.statusCode,
            headers: Object.entries(out).map(([k, v]) => `${k}: ${v}`),
            body: req.method === 'HEAD' ? 0 : body.length,
          });
          lastByteAt = Date.now();
        });
        upRes.on('error', () => res.destroy());
      },
    );
    up.on('error', (e) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`edge proxy: ${e.message}`);
    });
    req.pipe(up);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    transfers: () => [...transfers],
    reset: () => {
      transfers = [];
    },
    inFlight: () => inFlight,
    lastByteAt: () => lastByteAt,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
