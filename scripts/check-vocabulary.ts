// One vocabulary (issue 48, docs/conventions.md): the wire's and the tables' names of
// packages/contract/src/wire-words.ts appear only at the edges that speak them. Reads every source file of
// apps/ and packages/ with the TypeScript compiler and looks at the code only (names, keys, strings; not
// comments); prints `file:line word (say: appName)` for each use outside the edges and exits 1.
// Folders given as arguments (`npx tsx scripts/check-vocabulary.ts apps/api packages scripts`) are read instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { wireWords } from '../packages/contract/src/wire-words';
import { foldersOf, isTestFile, root, sourceFiles } from './source-files';

/** Where the wire's and the tables' names belong. */
export const edges: RegExp[] = [
  /^packages\/contract\//, // the wire's schemas
  /^apps\/web\/src\/lib\/api\//, // the storefront's one seam to the server
  /^apps\/api\/src\/.*\/([\w-]+-)?(routes|repository)\.ts$/, // routes write the wire, repositories the tables
  // (a module's second set is named for it: orders/held-routes.ts, held-repository.ts)
  /^apps\/api\/src\/(modules\/)?erp\//, // the ERP adapter: the ERP's wire in, the tables out
  /^apps\/api\/src\/db\//, // migrations, schema, seed, the SQL read models
  /^apps\/api\/src\/import\//, // the CSV import: the spreadsheets' columns into the tables
  /^apps\/api\/scripts\/import\.ts$/, // the import's command: tells a file's kind by those columns
];

export interface WireWordUse {
  file: string;
  line: number;
  word: string;
}

const pattern = new RegExp(Object.keys(wireWords).join('|'), 'gi');

function textOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) return node.text;
  if (ts.isJsxText(node)) return node.text;
  return undefined;
}

export function wireWordsIn(file: string, text: string): WireWordUse[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: WireWordUse[] = [];
  const visit = (node: ts.Node) => {
    const code = textOf(node);
    if (code !== undefined) {
      for (const match of code.matchAll(pattern)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, line, word: match[0].toLowerCase() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function isEdge(file: string): boolean {
  return isTestFile(file) || edges.some((edge) => edge.test(file));
}

export function wireWordUses(folders?: string[]): WireWordUse[] {
  return sourceFiles(folders)
    .filter((file) => !isEdge(file))
    .flatMap((file) => wireWordsIn(file, readFileSync(join(root, file), 'utf8')));
}

if (process.argv[1]?.endsWith('check-vocabulary.ts')) {
  const uses = wireWordUses(foldersOf(process.argv.slice(2)));
  for (const use of uses) {
    console.log(`${use.file}:${use.line} ${use.word} (say: ${wireWords[use.word] ?? 'the app name'})`);
  }
  if (uses.length) {
    console.log(
      `\n${uses.length} wire or table name(s) outside the edges (docs/conventions.md, One vocabulary).`,
    );
    process.exit(1);
  }
  console.log('No wire or table name outside the edges.');
}
