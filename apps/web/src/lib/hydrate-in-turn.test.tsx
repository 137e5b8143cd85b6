import { fireEvent } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { hydrateInTurns, InTurn, whenHydrated } from './hydrate-in-turn';
import { nextTask } from './tasks';
import { useStarted } from './use-started';

/** Which task (each one begun by `nextTask`) the code runs in. */
const tasks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./tasks', async (original) => {
  const { nextTask } = await original<typeof import('./tasks')>();
  return {
    nextTask: () =>
      nextTask().then(() => {
        tasks.count += 1;
      }),
  };
});

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name} {count}
      </button>
    </section>
  );
}

function Page({ parts }: { parts: string[] }) {
  return (
    <main>
      <Counter name="shell" />
      {parts.map((part) => (
        <InTurn key={part} turn={part}>
          <Counter name={part} />
        </InTurn>
      ))}
    </main>
  );
}

function serve(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  container.querySelector(`section[aria-label="${name}"] button`) as HTMLButtonElement;

describe('hydration in turns', () => {
  it('renders on the server as if the parts were not there', () => {
    expect(renderToString(<Page parts={['a']} />)).toBe(
      '<main><section aria-label="shell"><button type="button">shell 0</button></section>' +
        '<section aria-label="a"><button type="button">a 0</button></section></main>',
    );
  });

  it("keeps the server's DOM and takes over each part in a later task, the shell first", async () => {
    const parts = ['card-1', 'card-2', 'card-3'];
    const container = serve(renderToString(<Page parts={parts} />));
    const served = [...container.querySelectorAll('button')];
    const done = hydrateInTurns(() => hydrateRoot(container, <Page parts={parts} />));

    // The shell answers at once; a part still waiting keeps the server's button, which does not answer yet.
    fireEvent.click(button(container, 'shell'));
    fireEvent.click(button(container, 'card-3'));
    await Promise.resolve();
    expect(button(container, 'shell').textContent).toBe('shell 1');
    expect(button(container, 'card-3').textContent).toBe('card-3 0');

    await done;
    // Every part has been taken over: the same elements (nothing rendered twice), each answering.
    expect([...container.querySelectorAll('button')]).toEqual(served);
    for (const part of parts) {
      fireEvent.click(button(container, part));
    }
    await nextTask();
    expect(parts.map((part) => button(container, part).textContent)).toEqual([
      'card-1 1',
      'card-2 1',
      'card-3 1',
    ]);
    container.remove();
  });

  it('waits for the parts of a lazy page that resumes after the first render', async () => {
    const load = Promise.resolve({ default: () => <Page parts={['late-1', 'late-2']} /> });
    const LazyPage = lazy(() => load);
    const container = serve(renderToString(<Page parts={['late-1', 'late-2']} />));
    const served = [...container.querySelectorAll('button')];
    const done = hydrateInTurns(() =>
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <LazyPage />
        </Suspense>,
      ),
    );
    // The page has resumed (its code was there), its parts still wait their turn.
    await load;
    await Promise.resolve();
    fireEvent.click(button(container, 'late-2'));
    await Promise.resolve();
    expect(button(container, 'late-2').textContent).toBe('late-2 0');

    await done;
    expect([...container.querySelectorAll('button')]).toEqual(served);
    fireEvent.click(button(container, 'late-2'));
    await nextTask();
    expect(button(container, 'late-2').textContent).toBe('late-2 1');
    container.remove();
  });

  it('keeps a part waiting, with its DOM, when its parent renders again before its turn', async () => {
    function Parent() {
      const [tick, setTick] = useState(0);
      return (
        <main>
          <button type="button" onClick={() => setTick((t) => t + 1)}>
            tick {tick}
          </button>
          <InTurn turn="child">
            <Counter name={`child of ${tick}`} />
          </InTurn>
        </main>
      );
    }
    const container = serve(renderToString(<Parent />));
    const served = [...container.querySelectorAll('button')];
    const done = hydrateInTurns(() => hydrateRoot(container, <Parent />));
    fireEvent.click(served[0] as HTMLButtonElement);
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelector('main > button')?.textContent).toBe('tick 1');
    // The child still shows the server's DOM, as it was.
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(served[1]?.isConnected).toBe(true);
    expect(served[1]?.textContent).toBe('child of 0 0');
    await done;
    // Its turn came: it renders what its parent now says, in the same element, and answers.
    expect([...container.querySelectorAll('button')]).toEqual(served);
    expect(served[1]?.textContent).toBe('child of 1 0');
    fireEvent.click(served[1] as HTMLButtonElement);
    await nextTask();
    expect(served[1]?.textContent).toBe('child of 1 1');
    container.remove();
  });

  it("gives a part inside a part a turn of its own, after its parent's", async () => {
    const hydratedIn = new Map<string, number>();
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => {
        hydratedIn.set(name, tasks.count);
      }, [name]);
      return <Counter name={name} />;
    }
    function Nested() {
      return (
        <main>
          <Counter name="shell" />
          <InTurn turn="page">
            <div>
              <Part name="page" />
              <InTurn turn="card">
                <Part name="card" />
              </InTurn>
            </div>
          </InTurn>
        </main>
      );
    }
    const container = serve(renderToString(<Nested />));
    const served = [...container.querySelectorAll('button')];
    await hydrateInTurns(() => hydrateRoot(container, <Nested />));
    expect(hydratedIn.get('card')).toBeGreaterThan(hydratedIn.get('page') ?? Number.POSITIVE_INFINITY);
    // The inner part's DOM was kept while it waited, like the outer one's.
    expect([...container.querySelectorAll('button')]).toEqual(served);
    container.remove();
  });

  it('enables the controls that need the app only once every part has been hydrated', async () => {
    function Control() {
      const started = useStarted();
      return (
        <button type="button" disabled={!started}>
          go
        </button>
      );
    }
    function Shell() {
      return (
        <main>
          <Control />
          {['slow-1', 'slow-2', 'slow-3'].map((part) => (
            <InTurn key={part} turn={part}>
              <Counter name={part} />
            </InTurn>
          ))}
        </main>
      );
    }
    const container = serve(renderToString(<Shell />));
    const control = container.querySelector('main > button') as HTMLButtonElement;
    const done = hydrateInTurns(() => hydrateRoot(container, <Shell />));
    // The shell's effects have run (a task later), two parts still wait: nothing may change the state yet.
    await nextTask();
    await nextTask();
    expect(control).toBeDisabled();
    await done;
    await nextTask();
    expect(control).toBeEnabled();
    container.remove();
  });

  it('then runs what waited for it (each control) one at a time, each in a task of its own, after the turns', async () => {
    function Control({ name }: { name: string }) {
      const [started, setStarted] = useState(false);
      useEffect(() => whenHydrated(() => setStarted(true)), []);
      return (
        <button type="button" disabled={!started}>
          {name}
        </button>
      );
    }
    function Shell() {
      return (
        <main>
          {['x', 'y', 'z'].map((name) => (
            <Control key={name} name={name} />
          ))}
          <InTurn turn="part">
            <Counter name="part" />
          </InTurn>
        </main>
      );
    }
    const container = serve(renderToString(<Shell />));
    // Each batch of changes a mutation observer reports is one task's: together the controls would render
    // most of a page again in one long task.
    const batches: number[] = [];
    const observer = new MutationObserver((records) => batches.push(records.length));
    observer.observe(container.querySelector('main') as HTMLElement, {
      attributes: true,
      attributeFilter: ['disabled'],
      subtree: true,
    });
    // What runs after the turns (the app puts back what the browser keeps) runs before any control answers.
    let enabledAfterTurns = -1;
    await hydrateInTurns(
      () => hydrateRoot(container, <Shell />),
      () => {
        enabledAfterTurns = container.querySelectorAll('main > button:enabled').length;
      },
    );
    await nextTask();
    observer.disconnect();
    expect(enabledAfterTurns).toBe(0);
    expect(batches).toEqual([1, 1, 1]);
    expect(container.querySelectorAll('main > button:enabled')).toHaveLength(3);
    container.remove();
  });

  it('renders a part at once outside the first hydration (a page reached by a link)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page parts={['now']} />);
    await nextTask();
    expect(button(container, 'now').textContent).toBe('now 0');
    container.remove();
  });
});
