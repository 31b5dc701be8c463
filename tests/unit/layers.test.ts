import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house's arrows point one way: `src/lib` (pure rules) and `src/data` (the bindings) say nothing in any
 * language, so they import no catalogue; `src/i18n` (the catalogues) says what they decided, so it imports nothing
 * of `src/data`. A refusal travels between them as a code with values (src/lib/refusals.ts).
 */
const ROOT = resolve(__dirname, '../..');
const FORBIDDEN: Record<string, readonly string[]> = {
  'src/lib': ['src/i18n'],
  'src/data': ['src/i18n'],
  'src/i18n': ['src/data'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mts)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every module a file names: `import ... from`, `export ... from`, a bare `import '...'` and `import('...')`. */
function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The layer folder a relative import lands in, or null for a package (`astro:actions`, `zod`). */
function targetOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier));
}

function crossings(): string[] {
  const wrong: string[] = [];
  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    for (const file of sourceFiles(layer)) {
      for (const specifier of importedSpecifiers(readFileSync(join(ROOT, file), 'utf8'))) {
        const target = targetOf(file, specifier);
        if (target && forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`)))
          wrong.push(`${file} imports ${specifier}`);
      }
    }
  }
  return wrong;
}

describe('the layers', () => {
  it('reads every kind of import a file can make', () => {
    const source = [
      "import { a } from '../i18n';",
      "import type { B } from '../../i18n/en/x';",
      "export * from '../i18n/fill';",
      "import '../i18n/side-effect';",
      "const c = await import('../i18n/lazy');",
      'import {\n  d,\n  e,\n} from "../i18n/multi";',
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(
      expect.arrayContaining([
        '../i18n',
        '../../i18n/en/x',
        '../i18n/fill',
        '../i18n/side-effect',
        '../i18n/lazy',
        '../i18n/multi',
      ]),
    );
  });

  it('has src/lib and src/data import no catalogue, and src/i18n nothing of src/data', () => {
    expect(crossings()).toEqual([]);
  });
});
