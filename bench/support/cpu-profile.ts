// Summarises a V8 CPU profile (`node --cpu-prof`): self time per function and per package, the biggest first.
//
//   npx tsx bench/support/cpu-profile.ts <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  /** Milliseconds the profile covers, and of them the ones the process was busy (not idle). */
  totalMs: number;
  busyMs: number;
  functions: Array<{ name: string; where: string; ms: number; share: number }>;
  packages: Array<{ name: string; ms: number; share: number }>;
}

/** Where a script lives: a package of node_modules, Node itself, or our own file. */
function packageOf(url: string, root: string): string {
  if (url === '') return '(V8 / native)';
  if (url.startsWith('node:')) return 'node (built-in)';
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at !== -1) {
    const rest = path.slice(at + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  return relative(root, path).split('/').slice(0, 4).join('/');
}

export function summariseProfile(file: string, root: string, rows = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map<string, { name: string; where: string; us: number }>();
  const packages = new Map<string, number>();
  let idle = 0;
  let total = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    const file = frame.url.replace(/^file:\/\//, '');
    const where = frame.url ? `${relative(root, file)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName}|${where}`;
    const entry = functions.get(key) ?? { name: frame.functionName || '(anonymous)', where, us: 0 };
    entry.us += us;
    functions.set(key, entry);
    const pkg = frame.url ? packageOf(frame.url, root) : frame.functionName;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const busy = total - idle;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const share = (us: number) => Math.round((us / busy) * 1000) / 10;
  return {
    totalMs: ms(total),
    busyMs: ms(busy),
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, rows)
      .map((f) => ({ name: f.name, where: f.where, ms: ms(f.us), share: share(f.us) })),
    packages: [...packages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, us]) => ({ name, ms: ms(us), share: share(us) })),
  };
}

export function printSummary(summary: ProfileSummary): void {
  console.log(`profile: ${summary.totalMs} ms, busy ${summary.busyMs} ms; self time, % of busy:`);
  for (const f of summary.functions) console.log(`  ${String(f.share).padStart(5)}%  ${f.name}  ${f.where}`);
  console.log('by package / file:');
  for (const p of summary.packages) console.log(`  ${String(p.share).padStart(5)}%  ${p.name}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx bench/support/cpu-profile.ts <file.cpuprofile> [rows]');
    process.exit(2);
  }
  printSummary(summariseProfile(file, process.cwd(), Number(rows ?? 25)));
}
