// The TypeScript source files of apps/ and packages/ that the code checks read (check-function-length.ts,
// check-vocabulary.ts): every .ts/.tsx file, built output, dependencies and local data left out.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '..');

const skipped = new Set(['node_modules', 'dist', 'dist-ssr', '.data', 'coverage']);

function walk(dir: string, found: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
}

/** The folders a check reads: its arguments that are not options (`apps/api packages`), else apps/ and packages/. */
export function foldersOf(args: readonly string[]): string[] {
  const named: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) i += 1;
    else named.push(arg.replace(/\/+$/, ''));
  }
  return named.length > 0 ? named : ['apps', 'packages'];
}

/** Paths relative to the repository's root, with `/`, sorted. */
export function sourceFiles(folders: string[] = ['apps', 'packages']): string[] {
  const found: string[] = [];
  for (const folder of folders) walk(join(root, folder), found);
  return found.map((path) => relative(root, path).split('\\').join('/')).sort();
}

/** A test file, or a test's helper (fixtures, fakes, stub servers): exercised code, not shipped code. */
export function isTestFile(path: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(path) || /\/src\/test\//.test(path);
}
