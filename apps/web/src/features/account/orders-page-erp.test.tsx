import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import OrdersPage from './orders-page';

const customer = {
  terceroid: 5001,
  tercerosucid: 7001,
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
});
