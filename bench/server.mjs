/**
 * Build, database setup and the `astro preview` server (workerd) for the bench.
 * Everything listens on and talks to 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, readFile, symlink } from 'node:fs/promises';
import net from 'node:net';
import { join, relative, sep } from 'node:path';

/** Runs a command, capturing its output to `logFile`; resolves with { code, ms }. */
export function runLogged(cmd, args, { cwd, env, logFile, onSpawn = () => {} }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile);
    // Own process group, so that an interrupt can end npm and everything it started.
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let done = false;
    onSpawn(async () => {
      if (done) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      done = true;
      out.end(() => resolve({ code, ms: performance.now() - started }));
    });
  });
}

export async function tail(file, lines = 30) {
  try {
    return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** `preferred` when it is free on 127.0.0.1, else whatever port the OS hands out. */
export async function freePort(preferred = 4399) {
  if (await portIsFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A private copy of the project to serve from, so that a build someone else starts in the shared work tree while the
 * bench runs cannot swap dist/ under the server (workerd then answers 500 for every static asset). Copies the
 * project without node_modules (symlinked), .git and the local data; `.wrangler/deploy` tells `astro preview` where
 * the build is. A few MB.
 */
const SNAPSHOT_SKIP = new Set(['node_modules', '.git', '.wrangler', 'test-results', 'playwright-report', 'coverage']);
export async function snapshotProject(root, dest) {
  if (!existsSync(join(root, '.wrangler', 'deploy', 'config.json')) || !existsSync(join(root, 'dist', 'server'))) {
    throw new Error('no build output (dist/server, .wrangler/deploy): run `npm run build` first');
  }
  await cp(root, dest, {
    recursive: true,
    filter: (src) => !SNAPSHOT_SKIP.has(relative(root, src).split(sep)[0]),
  });
  await cp(join(root, '.wrangler', 'deploy'), join(dest, '.wrangler', 'deploy'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dest, 'node_modules'), 'dir');
  return dest;
}

/**
 * Starts `astro preview` in its own process group (so that the astro/workerd tree can be ended at once)
 * and waits until the port answers HTTP (any status) at `probePath` (a cheap one where `/` may take seconds).
 * `onSpawn(stop)` is called as soon as the process exists.
 * `--ignore-lock`: Astro 7 allows one tracked preview server per project (a lock file) and refuses to start
 * a second one; the bench runs alongside a developer's preview without touching it or its lock file. It also
 * keeps astro in the foreground (it otherwise backgrounds itself when it thinks an agent is running it),
 * so stopping our process group stops the server.
 */
export async function startPreview({
  root,
  port,
  env,
  logFile,
  onSpawn = () => {},
  timeoutMs = 90_000,
  probePath = '/',
}) {
  const astroBin = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const out = createWriteStream(logFile);
  const child = spawn(
    process.execPath,
    [astroBin, 'preview', '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'],
    {
      cwd: root,
      env,
      detached: true, // new process group: killed as a whole in stop()
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 5000);
    await gone;
    clearTimeout(timer);
    // workerd may outlive its parent for a moment: make sure nothing of the group is left.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };

  onSpawn(stop); // registered before waiting, so an interrupt during start-up still stops the server

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`astro preview exited early (${JSON.stringify(exited)}):\n${await tail(logFile)}`);
    }
    try {
      const res = await fetch(origin + probePath, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      return { origin, stop, pid: child.pid };
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  await stop();
  throw new Error(`astro preview did not answer on ${origin} within ${timeoutMs / 1000} s:\n${await tail(logFile)}`);
}
