import { useEffect, useState } from 'react';

/**
 * False until the app has started in the browser (its first effects ran); always false on the server. The
 * controls that need the app (the header's switchers, the cart, wishlist and compare buttons) are disabled
 * until then, so a click on the server's HTML before hydration is never lost silently.
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}
