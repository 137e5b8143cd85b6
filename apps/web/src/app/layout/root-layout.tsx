import { Suspense, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Preloader } from '../../components/ui/preloader';
import { Footer } from './footer';
import { Header } from './header';
import { CommerceKeepers, useHeaderCounts, useMiniCart } from './shell-bindings';

/** Every navigation starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const counts = useHeaderCounts();
  const miniCart = useMiniCart();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <ScrollToTop />
      <CommerceKeepers />
      <Header counts={counts} miniCart={miniCart} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Preloader label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster position="bottom-left" toastOptions={{ duration: 3000 }} />
    </>
  );
}
