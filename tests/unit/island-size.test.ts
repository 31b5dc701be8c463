import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const ISLANDS = join(ROOT, 'src/islands');
/** An island's file that grows past this is split: a sub-component, a hook or pure helpers of its own. */
const MAX_LINES = 300;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('islands', () => {
  it(`keep each file at ${MAX_LINES} lines or fewer`, () => {
    const files = codeFiles(ISLANDS);
    expect(files.length).toBeGreaterThan(0);
    const long = files
      .map((path) => ({ file: relative(ROOT, path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('keep the notification bell with the notifications, since buyers have it too', () => {
    const names = codeFiles(ISLANDS).map((path) => relative(ISLANDS, path));
    expect(names).toContain('notifications/NotificationBell.tsx');
    expect(names.filter((name) => name.startsWith('seller/')).some((name) => /Notification/.test(name))).toBe(false);
  });
});
