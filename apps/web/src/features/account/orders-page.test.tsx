import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import OrdersPage from './orders-page';

const customer = {
  customerId: 5001,
  branchId: 7001,
  name: 'Ferretería La Escuadra',
  priceLevel: 3,
  lastInvoice: null,
  daysSince: null,
};

const record = (numero: number, extra: Record<string, unknown>) => ({
  pedidoid: 100000 + numero,
  prefijo: 'WEB',
  numero,
  fecha: '2026-11-22',
  conteo: 1,
  vlrbruto: 100,
  impuesto: 19,
  total: 119,
  estado_descripcion: 'Pendiente',
  estado: 'pendiente',
  web: true,
  ...extra,
});

function answer(Registros: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ Status: true, Registros }), { status: 200 })),
  );
}

describe('/pedidos with the ERP connected', () => {
  it("shows the ERP's number, an order waiting for the ERP, and the shortage the ERP reported", async () => {
    answer([
      record(3, { estado_erp: 'enviado', numero_erp: 512 }),
      record(2, { estado_erp: 'pendiente', numero_erp: null }),
      record(1, {
        estado: 'anulado',
        estado_descripcion: 'Anulado',
        estado_erp: 'rechazado',
        numero_erp: null,
        faltantes_erp: [{ Productoid: 11, Solicitado: 4, Disponible: 1 }],
      }),
    ]);
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByRole('columnheader', { name: 'ERP no.' })).toBeVisible();
    const rows = screen.getAllByTestId('order-row');
    expect(rows[0]).toHaveAttribute('data-numero-erp', '512');
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: '512' })).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Received, to be confirmed')).toBeVisible();
    const refused = within(rows[2] as HTMLElement).getByTestId('order-erp-refused');
    expect(refused).toHaveTextContent('Not confirmed: not enough stock');
    expect(refused).toHaveTextContent('Product 11: 4 asked, 1 available');
  });

  it('has no ERP column when the shop runs without an ERP', async () => {
    answer([record(1, {})]);
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByTestId('order-row')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'ERP no.' })).toBeNull();
  });

  it("lists the ERP's own orders without Reorder, and prints one as the ERP's (solo_erp), not the shop's of that id", async () => {
    const calls = stubServer((call) => {
      if (call.url.pathname.endsWith('TerceroApi/TerceroGetPedido'))
        return json(200, {
          Status: true,
          // The shop's web order 7 and the ERP's own order 7 (the two number their orders apart).
          Registros:
            call.url.searchParams.get('rows') === '0'
              ? [
                  { ...record(7, {}), pedidoid: 7 },
                  { ...record(4207, { web: false, solo_erp: true, estado: 'despachado' }), pedidoid: 7 },
                ]
              : [],
        });
      if (call.url.pathname.endsWith('ReporteApp/Enlace'))
        return json(200, {
          Status: true,
          Datos: { Url: '/ReporteApp/Pedido/ImprimirPedido?id=7', Expira: '' },
        });
      return undefined;
    });
    const tab = { location: { href: 'about:blank' }, close: vi.fn(), closed: true };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const [web, erpOwn] = rows as [HTMLElement, HTMLElement];
    expect(within(web).getByRole('link', { name: 'Reorder WEB-7' })).toHaveAttribute(
      'href',
      '/pedidos/7/reordenar',
    );
    expect(within(erpOwn).getByRole('rowheader')).toHaveTextContent('WEB-4207');
    expect(within(erpOwn).queryByRole('link')).toBeNull();
    expect(within(erpOwn).getByRole('cell', { name: 'Dispatched' })).toBeVisible();

    await userEvent.click(within(erpOwn).getByRole('button', { name: /Print\s*WEB-4207/ }));
    await waitFor(() => expect(tab.location.href).toBe('/ReporteApp/Pedido/ImprimirPedido?id=7'));
    const asked = calls.filter((c) => c.url.pathname.endsWith('ReporteApp/Enlace'));
    expect(asked.map((c) => [c.url.searchParams.get('id'), c.url.searchParams.get('solo_erp')])).toEqual([
      ['7', 'true'],
    ]);
    await userEvent.click(within(web).getByRole('button', { name: /Print\s*WEB-7/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname.endsWith('ReporteApp/Enlace'))).toHaveLength(2),
    );
    expect(
      calls.filter((c) => c.url.pathname.endsWith('ReporteApp/Enlace'))[1]?.url.searchParams.has('solo_erp'),
    ).toBe(false);
  });

  it("says the ERP's orders cannot be shown now when the server lists only the shop's (ErpNoDisponible)", async () => {
    stubServer((call) =>
      call.url.pathname.endsWith('TerceroApi/TerceroGetPedido')
        ? json(200, {
            Status: true,
            Registros: call.url.searchParams.get('rows') === '0' ? [record(1, {})] : [],
            ErpNoDisponible: true,
          })
        : undefined,
    );
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByTestId('order-row')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Orders taken by phone or by your sales rep cannot be shown right now',
    );
  });

  it('reads the list again from the start when the ERP comes back between its pages, and drops the notice', async () => {
    // The shop's orders 1..30 and the ERP's 101..110 (all newer): 24 a page.
    const shop = Array.from({ length: 30 }, (_, i) => record(30 - i, {}));
    const erpOwn = Array.from({ length: 10 }, (_, i) => record(110 - i, { web: false, solo_erp: true }));
    let erpUp = false;
    stubServer((call) => {
      if (!call.url.pathname.endsWith('TerceroApi/TerceroGetPedido')) return undefined;
      const rows = Number(call.url.searchParams.get('rows'));
      const list = erpUp ? [...erpOwn, ...shop] : shop;
      return json(200, {
        Status: true,
        Registros: list.slice(rows, rows + 24),
        ...(erpUp ? {} : { ErpNoDisponible: true }),
      });
    });
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByTestId('orders-erp-missing')).toBeVisible();
    expect(screen.getAllByTestId('order-row')).toHaveLength(24);
    erpUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // Not the shop's 25..30 after rows the ERP's orders pushed down: the whole list, from its start.
    await waitFor(() => expect(screen.queryByTestId('orders-erp-missing')).toBeNull());
    const numbers = screen.getAllByTestId('order-row').map((row) => row.getAttribute('data-numero'));
    expect(numbers).toEqual([...erpOwn, ...shop].slice(0, 24).map((p) => String(p.numero)));
  });

  it('drops the notice when the filter changes, also when the new list cannot be read', async () => {
    stubServer((call) => {
      if (!call.url.pathname.endsWith('TerceroApi/TerceroGetPedido')) return undefined;
      if (call.url.searchParams.has('numero')) return json(500, { Status: false, Msj: 'Error interno' });
      const first = call.url.searchParams.get('rows') === '0';
      return json(200, { Status: true, Registros: first ? [record(1, {})] : [], ErpNoDisponible: true });
    });
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByTestId('orders-erp-missing')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Order number'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('orders-erp-missing')).toBeNull();
  });
});

const Filtros = {
  Personas: [
    { personaid: 7, nombre: 'Nora Norte' },
    { personaid: 8, nombre: 'Simón Sur' },
  ],
  Sucursales: [
    { tercerosucid: 2001, nombre: 'Sede Norte' },
    { tercerosucid: 2002, nombre: 'Sede Sur' },
  ],
};

/** The server's list: a company's (with Filtros) or a buyer's own (without). */
function serve(withFilters: boolean) {
  return stubServer((call) =>
    call.url.pathname.endsWith('TerceroApi/TerceroGetPedido')
      ? json(200, {
          Status: true,
          Registros:
            call.url.searchParams.get('rows') === '0'
              ? [
                  record(3, {
                    personaid: 7,
                    persona: 'Nora Norte',
                    tercerosucid: 2001,
                    sucursal: 'Sede Norte',
                  }),
                  record(2, { personaid: null, persona: null, tercerosucid: 2002, sucursal: 'Sede Sur' }),
                ]
              : [],
          ...(withFilters ? { Filtros } : {}),
        })
      : undefined,
  );
}

describe("/pedidos of a company's administrator", () => {
  it('shows who placed each order and its branch, and asks the server for one person’s and one branch’s', async () => {
    const calls = serve(true);
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findByRole('columnheader', { name: 'Placed by' })).toBeVisible();
    const [nora, company] = screen.getAllByTestId('order-row') as [HTMLElement, HTMLElement];
    expect(within(nora).getByTestId('order-placed-by')).toHaveTextContent('Nora NorteSede Norte');
    expect(within(company).getByTestId('order-placed-by')).toHaveTextContent('Company accountSede Sur');

    await userEvent.selectOptions(screen.getByLabelText('Placed by'), 'Simón Sur');
    await userEvent.selectOptions(screen.getByLabelText('Branch'), 'Sede Sur');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const asked = () =>
      calls
        .filter((c) => c.url.searchParams.get('rows') === '0')
        .map((c) => [c.url.searchParams.get('personaid'), c.url.searchParams.get('tercerosucid')]);
    await waitFor(() =>
      expect(asked()).toEqual([
        [null, null],
        ['8', '2002'],
      ]),
    );

    await userEvent.selectOptions(screen.getByLabelText('Placed by'), 'Company account');
    await userEvent.selectOptions(screen.getByLabelText('Branch'), 'Any branch');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(['0', null]));
    // (A generous limit: the page's first render loads it and its catalogues, slow on a busy machine.)
  }, 30_000);

  it('shows a buyer’s own list without the column or the choice of person and branch', async () => {
    serve(false);
    renderWithApp(<OrdersPage customer={customer} />, { path: '/pedidos' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Placed by' })).toBeNull();
    expect(screen.queryByLabelText('Branch')).toBeNull();
  });
});
