import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDate } from '../../src/lib/dates';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(astro|tsx?|mjs)$/.test(name) ? [path] : [];
  });
}

describe('dates', () => {
  it('shows a day in Malaysian order and a moment with its time, in Malaysia time', () => {
    expect(formatDate('2026-11-26T11:56:00.000Z')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26T11:56:00.000Z', DATE_TIME_FORMAT)).toBe('26 Nov 2026, 7:56 pm');
    // Late in the UTC day it is already the next day on the island.
    expect(formatDate('2026-11-26T17:00:00.000Z')).toBe('27 Nov 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('is written one way on every screen: no screen passes a locale of its own to formatDate', () => {
    const offenders = sourceFiles('src').filter((file) => /formatDate\([^;]*,\s*'[a-z]{2}-[A-Z]{2}'\s*\)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
