import { useEffect, useLayoutEffect, useState } from 'react';
import { whenHydrated } from './hydrate-in-turn';

/** Set once, when the first `useStarted` starts: the app has started in this browser. */
let appStarted = false;

/**
 * False until the app has started in the browser (its first effects ran); always false on the server and in
 * a component's first render, so the server's HTML and the render that hydrates it agree. The controls that
 * need the app are disabled until then (docs/decisions/0020-server-rendering.md, "Before hydration"), so a
 * click or a text given to the server's HTML before hydration is never lost silently.
 *
 * A control mounted after the app has started (a page reached by a link) is enabled before the browser
 * paints it (a layout effect), not one frame later; on the first page only the passive effects, which run
 * after the hydrating render, enable it, and only once every part of the page has been hydrated
 * (lib/hydrate-in-turn.tsx): a part still waiting hydrates what the server rendered, so nothing may change
 * the state until then.
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => {
    if (appStarted) setStarted(true);
  }, []);
  useEffect(
    () =>
      whenHydrated(() => {
        appStarted = true;
        setStarted(true);
      }),
    [],
  );
  return started;
}
