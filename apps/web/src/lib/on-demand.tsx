import { NOTICES } from '@mostrador/domain';
import { type ComponentType, useEffect, useState } from 'react';
import { notify } from './notify';

/**
 * A part that shows only when asked for (a dialog, a dropdown's panel): its code loads the first time it
 * is shown, or earlier with `preload()` (on hover or focus of what opens it), not with the page, which keeps
 * it out of the first load. While its code loads it shows nothing. A failed load shows the network notice
 * and the next showing tries again (React's `lazy` would keep the failure).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const start = (): Promise<unknown> => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** Starts loading the part's code; a failure is told when the part is shown. */
  const preload = (): void => {
    start().catch(() => {});
  };
  function OnDemand(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      start().then(
        () => setReady(true),
        () => notify({ tone: 'error', message: NOTICES.networkPost }),
      );
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(OnDemand, { preload });
}
