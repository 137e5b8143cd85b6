import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import ApprovalsPage from './approvals-page';

const request = (over: object) => ({
  solicitudid: 9,
  fecha: '2026-12-06T15:00:00Z',
  personaid: 3,
  persona: 'Ana Compras',
  tercerosucid: 2001,
  sucursal: 'Principal',
  observacion: '',
  total: 300,
  limite: 'order',
  estado: 'waiting',
  decidio: '',
  fecha_decision: null,
  motivo: '',
  pedidoid: null,
  numero: null,
  cambios: [],
  lineas: [
    { Productoid: 42, Producto: 'Café', Cantidad: 3, Precio: 100, Observacion: '', Color: '', Talla: '' },
  ],
  puede_decidir: true,
  ...over,
});

describe('/approvals', () => {
  it('an approver approves a waiting order, is told its number, and the page says stock is not held', async () => {
    const calls = stubServer((call) => {
      if (call.url.pathname.endsWith('/PedidoApi/Solicitudes')) {
        return json(200, { Status: true, Datos: [request({})] });
      }
      if (call.url.pathname.endsWith('/PedidoApi/SolicitudAprobar')) {
        return json(200, { Status: true, Msj: 'ok', Datos: { pedidoid: 71, numero: 1042, cambios: [] } });
      }
      return undefined;
    });
    renderWithApp(<ApprovalsPage customerId={1001} />, { path: '/approvals' });
    expect(screen.getByTestId('approvals-stock')).toHaveTextContent('Stock is not held');
    const card = await screen.findByTestId('approval-request');
    expect(card).toHaveTextContent('Ana Compras for Principal');
    expect(card).toHaveTextContent('Above the limit per order');
    // Rejecting without a reason sends nothing.
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('approvals-message')).toHaveTextContent('Write the reason');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve and place' }));
    expect(await screen.findByText('Approved: order WEB-1042 placed.')).toBeVisible();
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/apiGold/PedidoApi/SolicitudAprobar', { Solicitudid: 9 }],
    ]);
  });

  it('an approval refused because the delivery date asked for has passed says so in the reader’s words', async () => {
    stubServer((call) => {
      if (call.url.pathname.endsWith('/PedidoApi/Solicitudes')) {
        return json(200, { Status: true, Datos: [request({})] });
      }
      if (call.url.pathname.endsWith('/PedidoApi/SolicitudAprobar')) {
        return json(422, { Status: false, Msj: 'La fecha de entrega pedida, 2026-12-08, ya no es posible' });
      }
      return undefined;
    });
    renderWithApp(<ApprovalsPage customerId={1001} />, { path: '/approvals' });
    const card = await screen.findByTestId('approval-request');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve and place' }));
    expect(await screen.findByTestId('approvals-message')).toHaveTextContent(
      'The delivery date this buyer asked for can no longer be met.',
    );
  });

  it('a buyer sees why their order was rejected, and cannot decide it', async () => {
    stubServer((call) =>
      call.url.pathname.endsWith('/PedidoApi/Solicitudes')
        ? json(200, {
            Status: true,
            Datos: [
              request({
                estado: 'rejected',
                decidio: 'Luis Aprueba',
                motivo: 'Ya hay stock',
                puede_decidir: false,
              }),
            ],
          })
        : undefined,
    );
    renderWithApp(<ApprovalsPage customerId={1001} />, { path: '/approvals' });
    expect(await screen.findByTestId('request-reason')).toHaveTextContent(
      'Rejected by Luis Aprueba: Ya hay stock',
    );
    expect(screen.queryByRole('button', { name: 'Approve and place' })).toBeNull();
  });
});
