import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import preact from '@astrojs/preact';
import { moduleGraphIntegration } from './src/integrations/module-graph.mjs';
import { HEAD_BOOT_SCRIPT, HEADER_USER_SCRIPT } from './src/scripts/boot.mjs';

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// Where workerd keeps the local D1, KV and R2 data; tests and the bench point it at a scratch folder.
const stateDir = process.env.MARKET_STATE_DIR;

export default defineConfig({
  output: 'server',
  adapter: cloudflare({
    imageService: 'passthrough',
    ...(stateDir ? { persistState: { path: stateDir } } : {}),
  }),
  // The islands are written against React's API (hooks, `react` imports) and rendered by Preact through its
  // compatibility layer: a phone on a slow link downloads about 5 KB of runtime instead of React DOM's 55 KB.
  // One difference to know: Preact does not write a controlled input's value back when a render changes no state
  // (src/islands/form/quantity-box.ts writes it itself).
  integrations: [preact({ compat: true }), moduleGraphIntegration()],
  server: { port: 4321 },
  session: {
    // __Host-: only this exact host, path /, Secure (browsers also accept Secure cookies on http://localhost).
    cookie: { name: '__Host-market-session', sameSite: 'lax', httpOnly: true, secure: true, path: '/' },
    ttl: 60 * 60 * 24 * 30,
  },
  build: { inlineStylesheets: 'always' },
  security: {
    // src/middleware.ts refuses every mutation without this site's Origin, or with a text/plain body, whatever its
    // content type (a superset of Astro's own check), and reads the refused body first. Astro's check answers
    // before the body is read, which can leave a kept-alive connection with unread bytes behind.
    checkOrigin: false,
    // The largest form is a product with ten 10 MB images (an application carries six of 5 MB); each file's own
    // limit is checked by its action. Cloudflare itself accepts request bodies up to 100 MB.
    actionBodySizeLimit: 10 * 10 * 1024 * 1024 + 256 * 1024,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      scriptDirective: { hashes: [sha256(HEAD_BOOT_SCRIPT), sha256(HEADER_USER_SCRIPT)] },
    },
  },
});
