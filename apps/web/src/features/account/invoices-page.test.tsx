import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import InvoicesPage from './invoices-page';

const customer = {
  customerId: 1001,
  branchId: 2001,
  name: 'Distribuciones El Progreso',
  priceLevel: 4,
  lastInvoice: null,
  daysSince: null,
};

const invoice = (facturaid: number, extra: Record<string, unknown>) => ({
  facturaid,
  prefijo: 'FE',
  numero: 18000 + facturaid,
  fecha: '2026-11-20',
  items: 2,
  cantidad: 3,
  subtotal: 100,
  impuesto: 19,
  total: 119,
  saldo: 0,
  ...extra,
});

describe('/facturas', () => {
  it('offers Reorder on the invoices whose lines the shop has, to their own reorder page, and only on those', async () => {
    stubServer((call) =>
      call.url.pathname.endsWith('TerceroApi/TerceroSucGetFactura') &&
      call.url.searchParams.get('rows') === '0'
        ? json(200, {
            Status: true,
            // The second as the ERP gives its own invoices: without `reordenable`.
            Facturas: [invoice(7, { reordenable: true }), invoice(8, {})],
          })
        : json(200, { Status: true, Facturas: [] }),
    );
    renderWithApp(<InvoicesPage customer={customer} />, { path: '/facturas' });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Reorder FE-18007' });
    expect(link).toHaveAttribute('href', '/facturas/7/reordenar');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
