/** Where the Chromium for tests and benchmarks lives: $CHROMIUM_PATH, then Debian's package. */
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags for a headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
