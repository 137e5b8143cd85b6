import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Preloader } from '../../components/ui/preloader';
import { InTurn } from '../../lib/hydrate-in-turn';
import { loadedToasts, onToastsLoaded } from '../../lib/notify';
import { Footer } from './footer';
import { Header } from './header';
import { PageBoundary } from './page-boundary';
import { CommerceKeepers, StaffActingBanner, useHeaderCounts, useMiniCart } from './shell-bindings';

/**
 * Every navigation in the app starts at the top of the page. The first page is the browser's: where the
 * visitor has scrolled to before the app started (or where a reload put them back) stays, and a link
 * pressed there is not moved from under the pointer.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  // The first page's path until the app first leaves it; then null: every navigation scrolls.
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

type RouteFocusModule = typeof import('./route-focus');

/**
 * The focus and announcements of navigations (./route-focus.tsx), loaded with the first navigation or the
 * first focus in the page: the first page needs neither, and its first load goes without that code. A load
 * that fails (the network was down at that moment) is tried again at the next navigation; the pages work
 * without it meanwhile.
 */
function RouteFocusWhenNeeded() {
  const { pathname } = useLocation();
  const [initial] = useState(pathname);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<RouteFocusModule | null>(null);
  useEffect(() => {
    if (pathname !== initial) setWanted(true);
  }, [pathname, initial]);
  useEffect(() => {
    const want = () => setWanted(true);
    document.addEventListener('focusin', want, { once: true });
    return () => document.removeEventListener('focusin', want);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a failed load is tried again when the path changes
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    import('./route-focus').then(
      (module) => current && setLoaded(module),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, pathname]);
  return loaded ? <loaded.RouteFocus initial={initial} /> : null;
}

/** The toasts' corner, mounted once the first notice has loaded its code (see lib/notify). */
function Toasts() {
  const toasts = useSyncExternalStore(onToastsLoaded, loadedToasts);
  return toasts ? <toasts.Toaster position="bottom-left" toastOptions={{ duration: 3000 }} /> : null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const counts = useHeaderCounts();
  const miniCart = useMiniCart();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <ScrollToTop />
      <CommerceKeepers />
      <StaffActingBanner />
      <InTurn turn="header">
        <Header counts={counts} miniCart={miniCart} />
      </InTurn>
      <InTurn turn="page">
        <main id="main" tabIndex={-1}>
          <PageBoundary>
            {/* One boundary an address: a page left while it loads (Back at once) must not hold the next one
                empty when its code arrives, as Preact's Suspense did. */}
            <Suspense key={pathname} fallback={<Preloader label={t('loading')} />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </main>
      </InTurn>
      <InTurn turn="footer">
        <Footer />
      </InTurn>
      {/* After the header's effects (the phone menu gives focus back to its button when a link closes it). */}
      <RouteFocusWhenNeeded />
      <Toasts />
    </>
  );
}
