// One answer of the console's API, asked again whenever its address changes; an answer that arrives after the
// address changed again is dropped (the console's lists).
import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { callApi } from './api';

export function useAnswer<T>(url: string, schema: z.ZodMiniType<T>) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
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
  }, [url, schema]);
  return { answer, failed };
}
