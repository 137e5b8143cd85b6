import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (its code, catalogues and data) before main gets focus. */
const HEADING_WAIT_MS = 5000;

/** The new page's main heading, once it is there. */
function headingOf(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/**
 * After each client-side navigation (a new path; a filter in the query string is not one), focus moves to
 * the new page's main heading, or to the main landmark when the page shows none, and the page's title is
 * announced: a keyboard or screen-reader user learns that the page changed, and the next Tab starts in the
 * page, not in the header. The page loads behind the preloader, so this waits for the heading to appear. It
 * leaves focus alone when the user has moved it meanwhile (typing in the search box, say). The first page
 * of a visit keeps the browser's own start.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the path changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const before = document.activeElement;
    let frame = 0;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    setAnnouncement('');

    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      const heading = headingOf(main);
      if (heading) land(heading);
    });
    function land(target: HTMLElement) {
      observer.disconnect();
      clearTimeout(timer);
      const active = document.activeElement;
      const untouched =
        active === before || active === null || active === document.body || !active.isConnected;
      if (!untouched || !target.isConnected) return;
      if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      // The page sets its title in an effect after it renders: read it a frame later.
      frame = requestAnimationFrame(() => {
        announceTimer = setTimeout(() => setAnnouncement(document.title), 100);
      });
    }

    const heading = headingOf(main);
    if (heading) land(heading);
    else {
      observer.observe(main, { childList: true, subtree: true });
      timer = setTimeout(() => land(headingOf(main) ?? main), HEADING_WAIT_MS);
    }
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      clearTimeout(announceTimer);
    };
  }, [pathname]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {announcement}
    </div>
  );
}
