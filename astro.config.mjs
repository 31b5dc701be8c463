import { createHash } from 'node:crypto';
import { defineConfig, envField } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { moduleGraphIntegration } from './src/integrations/module-graph.mjs';
import { serviceWorkerIntegration } from './src/integrations/service-worker.mjs';
import { shareImagesIntegration } from './src/integrations/share-images.mjs';
import { HEAD_BOOT_SCRIPT, HEADER_USER_SCRIPT } from './src/scripts/boot.mjs';
import { SESSION_COOKIE } from './src/lib/session-cookie.mjs';

/** The modules of React's runtime in the browser, bundled as one chunk. */
const REACT_RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// Where workerd keeps the local D1, KV and R2 data; tests and the bench point it at a scratch folder.
const stateDir = process.env.MARKET_STATE_DIR;

export default defineConfig({
  // The shop's own address (the SITE_ORIGIN of wrangler.toml's [vars], given to the build as an environment variable):
  // canonical links, hreflang alternates, the sitemap and link previews name it (src/lib/site-origin.ts).
  site: process.env.SITE_ORIGIN || 'http://localhost:4321',
  output: 'server',
  adapter: cloudflare({
    imageService: 'passthrough',
    ...(stateDir ? { persistState: { path: stateDir } } : {}),
  }),
  integrations: [react(), moduleGraphIntegration(), serviceWorkerIntegration(), shareImagesIntegration()],
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React DOM, React, the scheduler and Astro's hydration entry change only with their versions: one
              // chunk, hashed and cached for a year (public/_headers), fetched once per visit by every island.
              codeSplitting: { groups: [{ name: 'react-runtime', test: REACT_RUNTIME, priority: 10 }] },
            },
          },
        },
      },
    },
  },
  // The worker's settings, checked at build and read through `astro:env/server`. Their values are the `[vars]` of
  // wrangler.toml (and .dev.vars or the shell's environment, which override them); a secret would be declared with
  // `access: 'secret'` and set with `wrangler secret put` (README, "Email").
  env: {
    schema: {
      /** The address email is sent from: one of a domain onboarded to Cloudflare Email Sending. */
      EMAIL_FROM: envField.string({ context: 'server', access: 'public' }),
      /** The shop's address, for the links of email sent on schedule (a request's own mail links to its origin). */
      SITE_ORIGIN: envField.string({ context: 'server', access: 'public', url: true }),
      /**
       * Stripe's secret key and its webhook endpoint's signing secret (README, "Payments"): secrets, never in
       * wrangler.toml. Without a key, payments go through the local sandbox.
       */
      STRIPE_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      STRIPE_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
    validateSecrets: true,
  },
  server: { port: 4321 },
  session: {
    cookie: { name: SESSION_COOKIE, sameSite: 'lax', httpOnly: true, secure: true, path: '/' },
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
        // Checkout's form goes on to the payment provider's hosted page (a redirect a form's CSP must allow).
        "form-action 'self' https://checkout.stripe.com",
        "frame-ancestors 'none'",
      ],
      scriptDirective: { hashes: [sha256(HEAD_BOOT_SCRIPT), sha256(HEADER_USER_SCRIPT)] },
    },
  },
});
