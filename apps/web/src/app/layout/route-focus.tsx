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
 * of a visit keeps the browser's own start. (Loaded when first needed: root-layout.tsx.)
 */
export function RouteFocus({ initial }: { initial?: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the path changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // Loaded after a navigation (see RouteFocusWhenNeeded): that navigation is handled like the next ones.
      if (initial === undefined || pathname === initial) return;
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
      // (The heading may have it already: focus that fell from a removed link is put there, below.)
      const untouched =
        active === before ||
        active === target ||
        active === null ||
        active === document.body ||
        !active.isConnected;
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

  // Focus whose element is taken away (a cart line removed, a list emptied, a dialog's content, a heading
  // rendered again) would fall to the page's body, and the next Tab would start over from the top: it goes
  // to the main heading instead.
  useEffect(() => {
    // (What has focus already: this code is loaded by the page's first focus.)
    let last: Element | null = document.activeElement === document.body ? null : document.activeElement;
    // A click elsewhere (on the page's background) leaves focus where the user put it.
    const onFocus = (event: Event) => {
      last = event.type === 'focusin' && event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const main = document.getElementById('main');
      const heading = main && headingOf(main);
      // (A heading moved in the page, as Preact's Suspense does when a page's data arrives, loses focus too.)
      if (document.activeElement !== document.body || !last || !heading) return;
      if (last.isConnected && last !== heading) return;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerdown', onFocus);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('pointerdown', onFocus);
      observer.disconnect();
    };
  }, []);

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
