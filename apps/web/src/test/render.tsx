import { render } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { type AppStore, makeStore } from '../app/store';
import { type Product, toProduct } from '../lib/api';
import { i18n } from '../lib/i18n';
import { type ProductActions, ProductActionsContext } from '../lib/product-actions';

interface AppOptions {
  actions?: ProductActions | null;
  path?: string;
}

function InApp({
  store,
  actions = null,
  path = '/',
  children,
}: AppOptions & { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ProductActionsContext.Provider value={actions}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ProductActionsContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

/** Renders inside the app's store (a new one, or `store`), i18n (en) and a router, with the given product actions. */
export function renderWithApp(
  ui: ReactElement,
  { store = makeStore(), ...options }: AppOptions & { store?: AppStore } = {},
) {
  return {
    store,
    ...render(
      <InApp store={store} {...options}>
        {ui}
      </InApp>,
    ),
  };
}

/** A wrapper for `renderHook`: the app's store (a new one, or `store`), i18n (en) and a router. */
export function appWrapper({ store = makeStore(), ...options }: AppOptions & { store?: AppStore } = {}) {
  return ({ children }: { children: ReactNode }) => (
    <InApp store={store} {...options}>
      {children}
    </InApp>
  );
}

/**
 * `ui` as the server renders it (the server's renderer, inside the same store, i18n and router): its HTML in
 * a detached element, for the queries of `within` (matchers that need the document, such as `toBeVisible`,
 * do not apply). What a visitor gets before the app has started; `store`: the state it is rendered with.
 */
export function renderOnServer(
  ui: ReactElement,
  { store = makeStore(), ...options }: AppOptions & { store?: AppStore } = {},
): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <InApp store={store} {...options}>
      {ui}
    </InApp>,
  );
  return container;
}

/**
 * The server's HTML of `ui` in the document, as a visitor gets it before the app has started: `hydrate` then
 * takes it over as the browser does (the same tree, hydrated). `done` unmounts and removes it.
 */
export function serveWithApp(ui: ReactElement, options: AppOptions = {}) {
  const container = renderOnServer(ui, options);
  document.body.append(container);
  let root: Root | undefined;
  return {
    container,
    hydrate: () => {
      root = hydrateRoot(
        container,
        <InApp store={makeStore()} {...options}>
          {ui}
        </InApp>,
      );
    },
    done: () => {
      root?.unmount();
      container.remove();
    },
  };
}

/** A product as the server sends it (tiers: 1-9 at Precio4, 10-49 at Precio3, 50-999 at Precio2). */
export function sampleProduct(overrides: Record<string, unknown> = {}): Product {
  return toProduct({ ...sampleRecord(), ...overrides });
}

/**
 * Colours and their sizes' stock, `{ white: { m: 1, xl: 5 } }`, as a product's variations; each colour's
 * picture `<pictures>-1.svg`, `-2.svg`… (the default: `sampleRecord`'s).
 */
export const coloursAndSizes = (stock: Record<string, Record<string, number>>, pictures = 'p42') =>
  Object.entries(stock).map(([color, sizes], i) => ({
    color,
    image: `${pictures}-${i + 1}.svg`,
    size: Object.entries(sizes).map(([name, count]) => ({ name, stock: count })),
  }));

/** The wire record of `sampleProduct`. */
export function sampleRecord() {
  return {
    Productoid: 42,
    Producto_cod: 'CAF-042',
    Referencia: 'REF-42',
    Producto: 'Café de origen',
    Categoriaid: 5,
    Grupoid: 51,
    Subgrupoid: 511,
    Precio: 10,
    Precio1: 14,
    Precio2: 8,
    Precio3: 9,
    Precio4: 10,
    Precio5: 7,
    Escala_aplica: true,
    Escala: JSON.stringify([
      { Desde: 1, Hasta: 9, PrecioNivel: 4 },
      { Desde: 10, Hasta: 49, PrecioNivel: 3 },
      { Desde: 50, Hasta: 999, PrecioNivel: 2 },
    ]),
    Disponible: 60,
    Imagenes: ['p42-1.svg'],
    texto_adicional: null,
    Dimesiones: null,
    // The server's TAX_PERCENT default, sent on every product without a rate of its own.
    Impuesto_porcentaje: 19,
  };
}
