import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { toSavedProduct } from '../../lib/api';
import { storageKey } from '../../lib/persist';
import { appWrapper, sampleProduct } from '../../test/render';
import { json, stubServer } from '../../test/server';
import { useActing } from './use-acting';

/** GET TerceroApi/SesionActual as the server answers an acting session (decision 0041). */
const actingSession = {
  Terceroid: 1002,
  Tercerosucid: 2003,
  Tercero: 'Ferretería La Esquina',
  PrecioNivel: 'Precio2',
  Token: '',
  Expira: '2030-01-01T00:00:00Z',
  Actuando: 'Vera Ventas',
};

describe('useActing', () => {
  it('opens the acting session without the cart the browser kept of the last customer', async () => {
    // features/cart's saved cart (a feature's tests import no other feature).
    const cartKey = storageKey({ key: 'cart', version: 2 });
    const line = {
      product: toSavedProduct(sampleProduct()),
      quantity: 3,
      cartItemId: 'previous',
      comment: '',
      selectedProductColor: null,
      selectedProductSize: null,
    };
    localStorage.setItem(cartKey, JSON.stringify({ lines: [line] }));
    const store = makeStore();
    expect(store.getState().cart.lines).toHaveLength(1);
    stubServer((call) =>
      call.url.pathname.endsWith('/TerceroApi/SesionActual')
        ? json(200, { Status: true, Msj: '', Datos: actingSession })
        : undefined,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useActing(), { wrapper: appWrapper({ store, path: '/acting' }) });
    await waitFor(() => expect(store.getState().auth.session?.customerId).toBe(1002));
    expect(store.getState().cart.lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem(cartKey) ?? '{"lines":[]}').lines).toEqual([]);
  });
});
