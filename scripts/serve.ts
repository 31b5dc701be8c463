/**
 * Serves the last build on this machine (`npm start`, `npm run preview`): Astro's preview, which runs the worker in
 * workerd behind a small Node server of Vite's, with the edge's own checks in front (scripts/edge-guard.ts).
 * Whatever still fails in the local server answers a plain 500, without its stack trace.
 * Usage: tsx scripts/serve.ts [port]
 */
import type { Server } from 'node:http';
import { guardRequests } from './edge-guard';

const port = Number(process.argv[2] ?? 4321);
// Connect's last error handler shows the error's stack outside production; it reads NODE_ENV when it is loaded,
// so Astro (and Vite with it) is imported after.
process.env.NODE_ENV = 'production';
const { preview } = await import('astro');

const server = await preview({ root: '.', server: { port } });
const http = (server as typeof server & { server?: Server }).server;
if (!http)
  throw new Error('The preview server did not hand over its HTTP server: the edge checks could not be set up.');
guardRequests(http);
