/**
 * Makes sure a Chromium exists for the end-to-end tests: Debian's `chromium` through apt-get when running as
 * root on Debian, otherwise Playwright's own browser.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} else {
  console.log("No Chromium found: installing Playwright's Chromium...");
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
