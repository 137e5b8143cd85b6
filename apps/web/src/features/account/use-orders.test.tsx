import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/render';
import { json, stubServer } from '../../test/server';
import { last360Days, orderNumberOf, useOrders } from './use-orders';

describe('last360Days', () => {
  it('spans the 360 days up to today, as calendar dates', () => {
    expect(last360Days(new Date('2026-11-22T10:00:00Z'))).toEqual({
      from: '2025-11-27',
      to: '2026-11-22',
    });
  });
});

describe('orderNumberOf', () => {
  it('reads a number as the list shows it or bare; empty is no filter; other text names no order', () => {
    expect(orderNumberOf('PE-4146')).toBe(4146);
    expect(orderNumberOf(' pe 4146 ')).toBe(4146);
    expect(orderNumberOf('#4146')).toBe(4146);
    expect(orderNumberOf('4146')).toBe(4146);
    expect(orderNumberOf('')).toBeNull();
    expect(orderNumberOf('zzz')).toBeUndefined();
    expect(orderNumberOf('41-46')).toBeUndefined();
  });
});

describe('useOrders', () => {
  it('asks for the number and state applied, and refuses a number that names no order, asking nothing', async () => {
    const calls = stubServer((call) =>
      call.url.pathname.endsWith('TerceroApi/TerceroGetPedido')
        ? json(200, { Status: true, Registros: [] })
        : undefined,
    );
    const asked = () =>
      calls
        .filter((c) => c.url.searchParams.get('rows') === '0')
        .map((c) => [c.url.searchParams.get('numero'), c.url.searchParams.get('estado')]);
    const { result } = renderHook(() => useOrders(5001), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(asked()).toEqual([[null, null]]);
    expect(calls[0]?.url.searchParams.get('terceroid')).toBe('5001');

    act(() => {
      result.current.setNumberText('zzz');
      result.current.choose('state', 'aprobado');
    });
    act(() => result.current.submit());
    expect(result.current.numberInvalid).toBe(true);
    expect(asked()).toHaveLength(1);

    act(() => result.current.setNumberText('PE-4146'));
    act(() => result.current.submit());
    expect(result.current.numberInvalid).toBe(false);
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toEqual(['4146', 'aprobado']);
  });
});
