import { options } from 'preact';
import { type ReactElement, Suspense } from 'react';
import { nextTask } from './tasks';
import { IdScope } from './use-unique-id';

/**
 * Hydration in turns: the server's page is hydrated part by part, each part in a task of its own, so the
 * phone's main thread answers input between them (Total Blocking Time counts each task's time over 50 ms).
 * A part waits (suspends) in the render that first hydrates it, and in any render before its turn (its
 * parent's effects render it again at once); Preact keeps the server's DOM (the part's one root element)
 * meanwhile, and hydrates it when its turn comes. A part inside a part (the page's cards inside the page)
 * queues its turn when its parent hydrates, after every part queued before. A page reached later renders
 * its parts at once.
 */
let hydrating = false;
/** The turn of each part still waiting, by key; and the parts that have had theirs. */
const turns = new Map<string, Promise<void>>();
const done = new Set<string>();
let queue: Promise<void> = Promise.resolve();
/** What waits for the first hydration to end. */
const afterHydration = new Set<() => void>();

/**
 * Runs `run` once no first hydration in turns is under way (at once, or when its last part has been
 * hydrated); returns what cancels it.
 */
export function whenHydrated(run: () => void): () => void {
  if (!hydrating && turns.size === 0) {
    run();
    return () => {};
  }
  afterHydration.add(run);
  return () => afterHydration.delete(run);
}

/**
 * Runs the app's first hydration (`hydrate`) with its parts in turns, then `afterTurns` in a task of its own
 * once every part has had its turn, then what waited for the hydration (`whenHydrated`: each control), and
 * resolves. A part that first renders just after `hydrate` returns (under a lazy component resuming in the
 * same task) waits its turn too.
 */
export async function hydrateInTurns(hydrate: () => void, afterTurns?: () => void): Promise<void> {
  // A part's effects (its controls enabled, its subscriptions) run in the task after its turn, not after
  // the next frame: the frame comes after many turns, and all their effects would run as one long task.
  const afterFrame = options.requestAnimationFrame;
  options.requestAnimationFrame = (flush) => void nextTask().then(flush);
  hydrating = true;
  try {
    hydrate();
    await nextTask();
    let last: Promise<void>;
    do {
      last = queue;
      await last;
      // The last part renders in the microtasks after its turn, and a part inside it queues its own turn
      // then: it is seen in the next task.
      await nextTask();
    } while (last !== queue);
  } finally {
    hydrating = false;
    options.requestAnimationFrame = afterFrame;
  }
  // (In the task after the last turn.) Before any control answers: a control enabled earlier could take
  // input that this would undo.
  afterTurns?.();
  // What waited (the controls of every part: useStarted) runs one at a time, each in a task of its own:
  // together they render most of the page again.
  for (const run of [...afterHydration]) {
    await nextTask();
    // (Unless cancelled meanwhile: its component is gone.)
    if (afterHydration.delete(run)) run();
  }
}

function Gate({ turn, children }: { turn: string; children: ReactElement }): ReactElement {
  const waiting = turns.get(turn);
  if (waiting) throw waiting;
  if (hydrating && !done.has(turn)) {
    const next = queue.then(nextTask).then(() => {
      turns.delete(turn);
      done.add(turn);
    });
    turns.set(turn, next);
    queue = next;
    throw next;
  }
  return children;
}

/**
 * A part of a page hydrated in its own turn. `turn`: a key unique on the page (the part's ids are numbered
 * under it); `children`: ONE element (the DOM Preact keeps while the part waits is its first element).
 */
export function InTurn({ turn, children }: { turn: string; children: ReactElement }): ReactElement {
  return (
    <IdScope.Provider value={turn}>
      <Suspense fallback={null}>
        <Gate turn={turn}>{children}</Gate>
      </Suspense>
    </IdScope.Provider>
  );
}
