import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSession } from './auth-slice';

const ActingBar = lazy(() => import('./acting-bar'));

/**
 * On every page of a session a staff member opened from the console (decision 0041): the bar saying who acts
 * for whom, fetched only then.
 */
export function ActingBanner() {
  const session = useSelector(selectSession);
  // The server renders pages without the kept session: the banner comes after hydration, never during it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const actingStaff = session?.actingStaff;
  if (!hydrated || !session || !actingStaff) return null;
  return (
    <Suspense fallback={null}>
      <ActingBar session={{ ...session, actingStaff }} />
    </Suspense>
  );
}
