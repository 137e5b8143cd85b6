// No function over 100 lines in apps/ and packages/ (issue 48, docs/conventions.md): reads every source file
// with the TypeScript compiler and counts each function's lines, from its first line (the `function`, the
// arrow's parameters, the method's name) to its body's closing line. Test files are left out: a `describe`
// callback is a list of cases, not logic to split (their helpers in test/ folders are counted).
// Prints `file:line name N lines` for each one over and exits 1; `--all N` lists every function of N lines or more.
// Folders given as arguments (`npx tsx scripts/check-function-length.ts apps/api packages scripts`) are read
// instead of apps/ and packages/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { foldersOf, isTestFile, root, sourceFiles } from './source-files';

export const maxLines = 100;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  if (named.name && ts.isPropertyName(named.name)) return named.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return '(anonymous)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** Every function of `file` (relative to the root) with at least `atLeast` lines. */
export function functionsOf(file: string, text: string, atLeast: number): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.body.getEnd()).line;
      const lines = last - first + 1;
      if (lines >= atLeast) found.push({ file, line: first + 1, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function longFunctions(atLeast = maxLines + 1, folders?: string[]): LongFunction[] {
  return sourceFiles(folders)
    .filter((file) => !isTestFile(file))
    .flatMap((file) => functionsOf(file, readFileSync(join(root, file), 'utf8'), atLeast));
}

if (process.argv[1]?.endsWith('check-function-length.ts')) {
  const all = process.argv.indexOf('--all');
  const atLeast = all >= 0 ? Number(process.argv[all + 1] ?? maxLines) : maxLines + 1;
  const folders = foldersOf(process.argv.slice(2));
  const found = longFunctions(atLeast, folders).sort((a, b) => b.lines - a.lines);
  for (const f of found) console.log(`${f.file}:${f.line} ${f.name} ${f.lines} lines`);
  if (all >= 0) process.exit(0);
  if (found.length) {
    console.log(`\n${found.length} function(s) over ${maxLines} lines: split them (docs/conventions.md).`);
    process.exit(1);
  }
  console.log(`No function over ${maxLines} lines in ${folders.join(', ')}.`);
}
