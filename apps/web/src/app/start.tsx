import { type ReactElement, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { ServerState } from '../entry-server';
import { authPersist } from '../features/auth/auth-slice';
import { apiStateHydrated, setSessionCustomer } from '../lib/api';
import { currencySlice } from '../lib/currency';
import { hydrateInTurns } from '../lib/hydrate-in-turn';
import { changeLanguage, i18n, i18nReady, languageSpec, servedNamespaces } from '../lib/i18n';
import { readPersisted } from '../lib/persist';
import { CURRENCY_COOKIE, writePreferenceCookie } from '../lib/preference-cookies';
import { servedState } from '../lib/served-state';
import { applyStylesheetsAfterStart } from '../lib/stylesheets-after-start';
import { nextTask } from '../lib/tasks';
import { AppProviders } from './providers';
import { AppRoutes, preloadPage } from './router';
import { type AppStore, loadPersisted, makeStore, persistedRestored } from './store';

function app(store?: AppStore): ReactElement {
  return (
    <StrictMode>
      <AppProviders {...(store ? { store } : {})}>
        <BrowserRouter>
          {/* The first catalogues of the chosen language load before the shell shows. */}
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * React Router numbers the history entry it starts on (`history.state.idx`, 0 on a first visit) with a
 * replaceState in its first render: in the shell's hydration, the longest task of the start (about a
 * quarter of it on a phone). Done here first, in a short task, with the same state, so that it finds the
 * entry numbered.
 */
function numberHistoryEntry(): void {
  const { state } = window.history;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}

/** The state the server rendered this page with, when it did (and for this browser's customer). */
function serverState(): ServerState | null {
  const state = servedState() as ServerState | null;
  if (!state) return null;
  // Rendered for another customer than the one this browser keeps (a cookie gone, say): not this page.
  const stored = readPersisted(authPersist)?.session?.customerId ?? null;
  return state.customerId === stored ? state : null;
}

/**
 * A server-rendered page is hydrated with the state it was rendered with (its data: nothing is fetched
 * again); what this browser keeps (cart, wishlist, compare, session, currency, language) comes back right
 * after. Otherwise the app renders from scratch.
 *
 * On a slow phone, start-up is the page's longest work: it runs as a series of short tasks, not one long
 * one, so that the main thread answers input between them (Total Blocking Time counts each task's time
 * over 50 ms): the code's evaluation (after the first paint: main.tsx); the page's preload; the store; the
 * catalogues; the shell's hydration; each part of the page in its own turn; the full stylesheets and what
 * this browser keeps; then each control that waited for the parts (lib/hydrate-in-turn.tsx). (Money is
 * written without Intl: packages/domain's formatMoney.)
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The code's evaluation ends the task that imported it.
  await nextTask();
  // The first page's code and catalogues load beside the shell's; a failed load is reported by its render.
  const firstPage = preloadPage(window.location.pathname);
  firstPage?.catch(() => {});
  const state = serverState();
  if (!state) {
    // (A page rendered for another customer than this browser's is rendered again here: with the full
    // stylesheets, its inline rules being those of the other page.)
    applyStylesheetsAfterStart();
    container.textContent = '';
    createRoot(container).render(app());
    return;
  }
  await nextTask();
  const persisted = loadPersisted();
  // The first calls after hydration are the customer's (the keeper then finds it already set).
  const auth = persisted.auth;
  if (auth?.session) setSessionCustomer(auth.session.customerId);
  // The session goes in at once (no public page renders it; the keeper finds its customer already set), the
  // rest (cart, wishlist, compare, currency) after hydration.
  const store = makeStore({ currency: state.currency, ...(auth ? { auth } : {}) });
  store.dispatch(apiStateHydrated(state.api));
  numberHistoryEntry();
  await nextTask();
  await i18nReady;
  await firstPage?.catch(() => {});
  await i18n.changeLanguage(state.language);
  // Every catalogue the page was rendered with is in before it is hydrated (their files were fetched with
  // the code: the page's template). Without them (their files could not be fetched, after i18next's retries)
  // the page would hydrate into its keys: it stays as the server rendered it, its links working.
  const namespaces = servedNamespaces();
  await i18n.loadNamespaces(namespaces);
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(state.language, ns));
  if (missing.length > 0) {
    console.error('[i18n] page kept as served, no catalogues', missing);
    return;
  }
  await nextTask();
  // What this browser keeps is put back once every part is hydrated, before any control is enabled: a
  // currency chosen before would be undone by the one kept.
  await hydrateInTurns(
    () => hydrateRoot(container, app(store)),
    () => {
      applyStylesheetsAfterStart();
      // Local storage is the record of the currency: without a valid entry there, the default (USD). Read
      // again: another tab may have changed it since the start (store.ts follows it from then on).
      store.dispatch(persistedRestored({ currency: currencySlice.getInitialState(), ...loadPersisted() }));
      writePreferenceCookie(CURRENCY_COOKIE, store.getState().currency.currencyName);
      const language = readPersisted(languageSpec);
      if (language && language !== state.language) void changeLanguage(language);
    },
  );
}
