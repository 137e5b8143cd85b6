import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { loadStartupProducts } from '../features/catalogue/products-slice';
import { baseApi, onSessionChange } from '../lib/api';
import { whenHydrated } from '../lib/hydrate-in-turn';
import { i18n as sharedI18n } from '../lib/i18n';
import { ProductActionsContext } from '../lib/product-actions';
import { useProductActionsBinding } from './layout/shell-bindings';
import { type AppStore, makeStore } from './store';

/** The cart, wishlist and compare actions, for the catalogue's cards and pages (lib/product-actions.tsx). */
function ProductActionsProvider({ children }: { children: ReactNode }) {
  const actions = useProductActionsBinding();
  return <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>;
}

/**
 * Loads the startup products, and again (with fresh API data) whenever the session changes. The first load
 * waits for the page's own load (its pictures) and for its hydration (in a task of its own after it), so
 * that it takes neither a connection nor the main thread from the first paint and the start.
 */
function useStartupData(store: AppStore): void {
  useEffect(() => {
    let cancelled = false;
    const cancelWait = whenHydrated(() =>
      afterPageLoad(() => {
        if (!cancelled) void store.dispatch(loadStartupProducts());
      }),
    );
    const stop = onSessionChange(() => {
      store.dispatch(baseApi.util.resetApiState());
      void store.dispatch(loadStartupProducts());
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop();
    };
  }, [store]);
}

function afterPageLoad(run: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') run();
  else window.addEventListener('load', () => setTimeout(run, 0), { once: true });
}

export function AppProviders({
  children,
  store: given,
  i18n = sharedI18n,
}: {
  children: ReactNode;
  store?: AppStore;
  /** The server renders each request with its own instance (its language). */
  i18n?: typeof sharedI18n;
}) {
  const [store] = useState(() => given ?? makeStore());
  useStartupData(store);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ProductActionsProvider>{children}</ProductActionsProvider>
      </I18nextProvider>
    </Provider>
  );
}
