// One answer of the console's API, asked again whenever its address changes, or at `reload` (after a change the
// page made); an answer that arrives after the address changed again is dropped (the console's lists).
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { callApi } from './api';

export function useAnswer<T>(url: string, schema: z.ZodMiniType<T>) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked is the request to ask again (reload)
  useEffect(() => {
    let live = true;
    callApi(url, schema)
      .then((a) => {
        if (!live) return;
        setAnswer(a);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url, schema, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { answer, failed, reload };
}
