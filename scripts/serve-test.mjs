/**
 * Serves the built worker for the end-to-end tests on a fresh local database: the demo data, nothing else.
 * Usage: node scripts/serve-test.mjs <port> <state-dir>
 */
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const [port = '4322', stateDir = '.wrangler/e2e'] = process.argv.slice(2);
rmSync(stateDir, { recursive: true, force: true });
const env = { ...process.env, MARKET_STATE_DIR: stateDir };
execFileSync('npx', ['tsx', 'scripts/db-setup.ts'], { env, stdio: 'inherit' });
// The Payouts tests' own stores, with the payment rows their statements read (tests/e2e/ledger-seed.ts).
execFileSync('npx', ['tsx', 'tests/e2e/ledger-seed.ts'], { env, stdio: 'inherit' });
const server = spawn('npx', ['astro', 'preview', '--port', port, '--host', '127.0.0.1', '--ignore-lock'], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
