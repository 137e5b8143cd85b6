// One process at a time in a PGlite folder. PGlite is PostgreSQL inside this process: a second process
// opening the same folder (an import while the shop runs) works on its own copy of the pages and one of the
// two loses its writes. The lock is a file naming the holder's process id, like PostgreSQL's postmaster.pid;
// a file whose process has ended (a crash) is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'mostrador.pid';

/** Folders this process holds (a second open from the same process is refused too). */
const held = new Set<string>();

export class FolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `the database in ${folder} is open in another process (pid ${pid}): stop it first (a shop on the ` +
        'embedded database runs alone; to import or sync while the shop runs, use PostgreSQL: DATABASE_URL). ' +
        `If no such process is yours, delete ${join(folder, LOCK_FILE)}.`,
    );
    this.name = 'FolderInUse';
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `folder` for this process; returns the release. Throws `FolderInUse` when a live process holds it. */
export function lockFolder(folder: string): () => void {
  if (held.has(folder)) throw new FolderInUse(folder, process.pid);
  const file = join(folder, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readOrNothing(file), 10);
    // Our own id in the file: left by an earlier run (a container restarts with the same ids).
    if (holder !== process.pid && alive(holder)) throw new FolderInUse(folder, holder);
    // The holder has ended (or just let go): its file goes, and the folder is taken on the next turn.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  held.add(folder);
  return () => {
    held.delete(folder);
    try {
      if (Number.parseInt(readOrNothing(file), 10) === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The file's text, or '' when it is gone (its holder let go meanwhile). */
function readOrNothing(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
