import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDate, formatDay, shopDay, shopDayNumber, shopDayStart } from '../../src/lib/dates';

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

  it('shows a shop day as the daily rows key it in the same words', () => {
    expect(formatDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDay('26/11/2026')).toBe('');
  });

  it("counts days by Labuan's calendar: 23:30 is still the day, 00:30 the next, whatever the UTC date", () => {
    // 23:30 on 25 Nov in Labuan is 15:30 UTC the same day; 00:30 on 26 Nov is 16:30 UTC on 25 Nov.
    expect(shopDay('2026-11-25T15:30:00.000Z')).toBe('2026-11-25');
    expect(shopDay('2026-11-25T16:30:00.000Z')).toBe('2026-11-26');
    expect(shopDay(new Date('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(shopDay(new Date('2026-11-25T16:00:00.000Z'))).toBe('2026-11-26');
    expect(shopDayNumber('2026-11-25T16:30:00.000Z') - shopDayNumber('2026-11-25T15:30:00.000Z')).toBe(1);
    // A day begins at Labuan's midnight, 16:00 UTC the day before.
    expect(shopDayStart(shopDayNumber('2026-11-25T16:30:00.000Z')).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    // New Year's Eve: 23:30 in Labuan is still 2026; 00:30 is 2027 while UTC is still in 2026.
    expect(shopDay('2026-12-31T15:30:00.000Z')).toBe('2026-12-31');
    expect(shopDay('2026-12-31T16:30:00.000Z')).toBe('2027-01-01');
  });

  it('is written one way on every screen: no screen passes a locale of its own to formatDate', () => {
    const offenders = sourceFiles('src').filter((file) =>
      /formatDate\([^;]*,\s*'[a-z]{2}-[A-Z]{2}'\s*\)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
