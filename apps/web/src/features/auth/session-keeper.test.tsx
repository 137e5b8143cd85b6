import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { i18n } from '../../lib/i18n';
import { readPersisted } from '../../lib/persist';
import { authPersist, loggedIn } from './auth-slice';
import { RequireSession } from './session-keeper';

const session = {
  customerId: 7,
  branchId: 70,
  name: 'Distribuciones El Progreso',
  priceLevel: 4,
  expiresAt: '2030-01-01T00:00:00Z',
};
/** The same session as versions 2 and 3 of the stored state kept it (the wire's names, the level as text). */
const storedBefore = {
  terceroid: 7,
  tercerosucid: 70,
  name: 'Distribuciones El Progreso',
  priceLevel: 'Precio4',
  expiresAt: '2030-01-01T00:00:00Z',
};

function renderGuarded(loginAt: number | null) {
  const store = makeStore();
  if (loginAt !== null) store.dispatch(loggedIn({ session, loginAt }));
  const router = createMemoryRouter(
    [
      { element: <RequireSession />, children: [{ path: '/facturas', element: <h1>Facturas</h1> }] },
      { path: '/login-page', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/facturas'] },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router };
}

describe('RequireSession', () => {
  it('lets a valid session in', async () => {
    renderGuarded(Date.now() - 60_000);
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeInTheDocument();
  });

  it('sends a visitor to /login-page, remembering the page asked for, and keeps local storage', async () => {
    localStorage.setItem('mostrador.cart.v2', '{"lines":[]}');
    const { router } = renderGuarded(null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/facturas' });
    expect(localStorage.getItem('mostrador.cart.v2')).not.toBeNull();
  });

  it('ends a session older than one day: state reset, local storage emptied, to /login-page', async () => {
    const { store } = renderGuarded(Date.now() - 25 * 3_600_000);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth.session).toBeNull();
    // Emptied but for the logout owed to the server, which this test has not (server-logout.test.ts).
    expect(Object.keys(localStorage)).toEqual(['mostrador.logout-owed.v1']);
  });

  it("keeps this tab's session storage at expiry (the checkout's typed note), as spec §4 clears local storage", async () => {
    const draft = JSON.stringify({ guest: {}, note: 'Entregar en la tarde', customer: 7 });
    sessionStorage.setItem('mostrador.checkout-draft.v1', draft);
    renderGuarded(Date.now() - 25 * 3_600_000);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual(['mostrador.logout-owed.v1']);
    expect(sessionStorage.getItem('mostrador.checkout-draft.v1')).toBe(draft);
  });
});

describe('authPersist', () => {
  it('keeps a session with its login date and refuses a broken one', () => {
    expect(authPersist.parse({ session, loginAt: 5, customer: null })).toMatchObject({ loginAt: 5 });
    expect(authPersist.parse({ session: { ...session, name: 1 }, loginAt: 5, customer: null })).toBeNull();
    expect(
      authPersist.parse({ session: { ...session, priceLevel: 6 }, loginAt: 5, customer: null }),
    ).toBeNull();
    expect(authPersist.parse({ session, loginAt: 'yesterday', customer: null })).toBeNull();
    const customer = { customerId: 8, name: 'x', lastInvoice: null, daysSinceLastInvoice: null };
    expect(authPersist.parse({ session, loginAt: 5, customer })).toBeNull();
    expect(
      authPersist.parse({ session, loginAt: 5, customer: { ...customer, customerId: 7 } }),
    ).toMatchObject({
      customer: { customerId: 7, name: 'x' },
    });
  });

  it("carries a version-3 session over in the app's words, its price level once, as a number", () => {
    const customer = {
      terceroId: 7,
      ultimaFactura: '2026-11-30',
      diasUltimaFactura: 6,
      terceroNombre: 'Distribuciones El Progreso',
      precioNivel: 'Precio4',
    };
    localStorage.setItem(
      'mostrador.session.v3',
      JSON.stringify({ session: storedBefore, loginAt: 5, customer }),
    );
    expect(readPersisted(authPersist)).toEqual({
      session,
      loginAt: 5,
      customer: {
        customerId: 7,
        name: 'Distribuciones El Progreso',
        lastInvoice: '2026-11-30',
        daysSinceLastInvoice: 6,
      },
    });
    expect(localStorage.getItem('mostrador.session.v3')).toBeNull();
    expect(JSON.parse(localStorage.getItem('mostrador.session.v4') ?? '')).toMatchObject({ session });
  });

  it('carries a session stored by version 2 over without its token: still logged in, no token kept', () => {
    const v2 = { session: { ...storedBefore, token: 'token-7' }, loginAt: 5, customer: null };
    localStorage.setItem('mostrador.session.v2', JSON.stringify(v2));
    expect(readPersisted(authPersist)).toEqual({ session, loginAt: 5, customer: null });
    expect(localStorage.getItem('mostrador.session.v2')).toBeNull();
    const kept = localStorage.getItem('mostrador.session.v4') ?? '';
    expect(JSON.parse(kept)).toMatchObject({ session });
    expect(kept).not.toContain('token-7');
  });

  it('drops a version-2 entry that is not a session, and only that', () => {
    localStorage.setItem('mostrador.cart.v2', '{"lines":[]}');
    localStorage.setItem('mostrador.session.v2', JSON.stringify({ session: { terceroid: 'x' }, loginAt: 5 }));
    expect(readPersisted(authPersist)).toBeUndefined();
    expect(localStorage.getItem('mostrador.session.v2')).toBeNull();
    expect(localStorage.getItem('mostrador.cart.v2')).not.toBeNull();
  });
});
