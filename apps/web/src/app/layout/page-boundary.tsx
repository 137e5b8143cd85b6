import { useErrorBoundary } from 'preact/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * A page whose code could not be fetched (the network failed, or a newer version of the shop replaced the
 * files this one was built with) or that failed to render: the spec's network notice and a button that loads
 * the address again from the server, below the header, instead of an empty document. Another address shows
 * its page again. (Preact's error boundary hook: React has only the class form. Not the pages' RetryAlert:
 * its chunk would join the first load of every page, which has a few bytes left under its 110 KB.)
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [error, reset] = useErrorBoundary(console.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is shown afresh
  useEffect(() => {
    if (error) reset();
  }, [pathname]);
  if (!error) return children;
  return (
    <div className="container py-5" role="alert">
      <p>{t('Por favor verifique la red', { ns: 'notices' })}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}
