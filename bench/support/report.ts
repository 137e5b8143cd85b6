import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shop';

/**
 * Writes a benchmark's `section` (Markdown whose first line is its `## ` heading) into docs/benchmarks.md: in
 * place of the section with that heading, else at the end.
 */
export function writeBenchmarkSection(section: string) {
  const path = join(repoRoot, 'docs', 'benchmarks.md');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const heading = section.slice(0, section.indexOf('\n') + 1);
  const start = text.indexOf(heading);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf('\n## ', start + 1);
    text = `${text.slice(0, start)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  }
  writeFileSync(path, text);
}
