import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/render';
import { json, stubServer } from '../../test/server';
import { defaultRange, useStatement } from './use-statement';

/** The server's statement of the range asked. */
function statementServer() {
  return stubServer(({ url }) => {
    if (!url.pathname.endsWith('/EstadoCuentaApi/Extracto')) return undefined;
    const [Desde, Hasta] = [url.searchParams.get('desde') ?? '', url.searchParams.get('hasta') ?? ''];
    return json(200, {
      Status: true,
      Msj: '',
      Datos: {
        Tercero: 'Ferretería',
        Nit: '900123456',
        Desde,
        Hasta,
        SaldoInicial: 100,
        Movimientos: [],
        TotalFacturas: 0,
        TotalRecibos: 0,
        SaldoFinal: 100,
      },
    });
  });
}

const asked = (calls: ReturnType<typeof statementServer>) =>
  calls.map((c) => [c.url.searchParams.get('desde'), c.url.searchParams.get('hasta')]);

describe('useStatement', () => {
  it('starts on the first of the month two months back, to today', () => {
    expect(defaultRange(new Date('2026-12-06T10:00:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2026-12-06',
    });
    expect(defaultRange(new Date('2027-01-31T10:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2027-01-31',
    });
  });

  it('shows the range typed once submitted, and the same range submitted again is asked again', async () => {
    const calls = statementServer();
    const { result } = renderHook(() => useStatement(5001), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.statement.currentData?.opening).toBeDefined());
    const start = defaultRange();
    expect(asked(calls)).toEqual([[start.from, start.to]]);
    expect(calls[0]?.url.searchParams.get('terceroid')).toBe('5001');

    // Typing asks nothing until the form is submitted.
    act(() => {
      result.current.setFrom('2026-01-01');
      result.current.setTo('2026-06-30');
    });
    expect(calls).toHaveLength(1);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.statement.currentData?.from).toBe('2026-01-01'));
    act(() => result.current.submit());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(asked(calls).slice(1)).toEqual([
      ['2026-01-01', '2026-06-30'],
      ['2026-01-01', '2026-06-30'],
    ]);
  });
});
