/**
 * The service worker (public/sw.js) is written with its reasons beside each rule; a first visit downloads it on a
 * slow link, so the build sends it minified (about half the bytes). `astro dev` serves the commented source.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';

/** @returns {import('astro').AstroIntegration} */
export function serviceWorkerIntegration() {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = fileURLToPath(new URL('sw.js', dir));
        const result = minifySync('sw.js', await readFile(file, 'utf8'), { compress: true, mangle: true });
        if (result.errors.length > 0) throw new Error(`sw.js: ${result.errors.map((e) => e.message).join('; ')}`);
        await writeFile(file, result.code);
      },
    },
  };
}
