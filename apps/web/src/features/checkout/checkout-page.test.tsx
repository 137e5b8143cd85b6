import { asMinor } from '@mostrador/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout } from '../../app/commerce-pages';
import { useProductActionsBinding } from '../../app/layout/shell-bindings';
import { renderWithApp, sampleProduct, sampleRecord } from '../../test/render';
import { type Call, json, stubServer } from '../../test/server';
import CheckoutPage from './checkout-page';

type OrderAnswer = { status: number; body: unknown } | 'down';

/** What the server says the checkout offers (none: it does not answer, as an older server would not). */
let orderOptions: object | undefined;

const created = { status: 200, body: { Status: true, Msj: 'ok', Datos: { pedidoid: 71, numero: 1042 } } };

/**
 * The server: the product's data (the checkout re-prices the cart when it opens), the department and city
 * lists, and the guest's order answered with `orders` in turn (the last one again after that).
 */
function server(...orders: OrderAnswer[]) {
  return stubServer(({ url }) => {
    if (url.pathname.endsWith('/PedidoApi/OpcionesPedido') && orderOptions) {
      return json(200, { Status: true, Datos: orderOptions });
    }
    if (url.pathname.endsWith('/ProductoApi/GetProductoDataTercero_v2')) {
      return json(200, { Status: true, Producto: sampleRecord(), Html: '' });
    }
    if (url.pathname.endsWith('/DepartamentoApi/DepartamentoGet')) {
      return json(200, {
        Status: true,
        Departamentos: [
          { Value: '05', Text: 'Antioquia' },
          { Value: '11', Text: 'Bogotá D.C.' },
        ],
      });
    }
    if (url.pathname.endsWith('/CiudadApi/CiudadesDeptoGet')) {
      return json(200, {
        Status: true,
        Ciudades:
          url.searchParams.get('Departamentoid') === '05'
            ? [
                { Value: '05001', Text: 'Medellín' },
                { Value: '05088', Text: 'Bello' },
              ]
            : [{ Value: '11001', Text: 'Bogotá' }],
      });
    }
    if (url.pathname.endsWith('/PedidoApi/PedidoWebCreateAnonimo')) {
      const answer = orders.length > 1 ? orders.shift() : orders[0];
      if (answer === undefined || answer === 'down') throw new TypeError('Failed to fetch');
      return json(answer.status, answer.body);
    }
    return undefined;
  });
}

// (A guest's confirmation then looks its order up: PedidoWebConsultaAnonimo, a POST that orders nothing.)
const orderPosts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname.includes('PedidoWebCreate'));

/**
 * A guest's visit: `quantity` units of the sample product put in the cart with the cart's own actions (as
 * the product page does), then the checkout opened, as the app composes it (app/commerce-pages.tsx).
 */
function CheckoutWithCart({
  quantity,
  color,
  size,
}: {
  quantity: number;
  color?: string | undefined;
  size?: string | undefined;
}) {
  const actions = useProductActionsBinding();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (filled) return;
    actions?.addToCart(sampleProduct(), { quantity, ...(color && size ? { color, size } : {}) });
    setFilled(true);
  }, [actions, filled, quantity, color, size]);
  return filled ? (
    <Suspense fallback={null}>
      <Checkout />
    </Suspense>
  ) : null;
}

async function openCheckout(quantity = 10, variant: { color?: string; size?: string } = {}) {
  const view = renderWithApp(<CheckoutWithCart quantity={quantity} {...variant} />, { path: '/checkout' });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return view;
}

async function fillGuest() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/NIT or ID number/), '900123456');
  await user.type(screen.getByLabelText(/^Name/), 'Ferretería La Esquina');
  const department = screen.getByLabelText(/Department/);
  await within(department).findByRole('option', { name: 'Antioquia' });
  await user.selectOptions(department, 'Antioquia');
  const city = screen.getByLabelText(/City/);
  await within(city).findByRole('option', { name: 'Medellín' });
  await user.selectOptions(city, 'Medellín');
  await user.type(screen.getByLabelText(/Address/), 'Calle 10 # 20-30');
  await user.type(screen.getByLabelText(/Phone/), '3001234567');
  await user.type(screen.getByLabelText(/E-mail/), 'compras@example.com');
}

async function placeOrder() {
  const button = screen.getByTestId('place-order');
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

beforeEach(() => {
  orderOptions = undefined;
  // A call without an answer is logged (lib/api); the test reads what the page shows instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the checkout page', () => {
  it("names a line's colour and size in the reader's words, as the cart does", async () => {
    server(created);
    await openCheckout(1, { color: 'white', size: 'm' });
    // The size's code is "m": the reader's word for it is "M".
    expect(await screen.findByTestId('checkout-variant')).toHaveTextContent('· white · M');
  });

  it("shows the cart's line at its tier price and the order's totals", async () => {
    server(created);
    await openCheckout(10);
    await waitFor(() => expect(document.title).toContain('Checkout'));
    const line = screen.getByText('Café de origen').closest('li') as HTMLElement;
    expect(line).toHaveTextContent('× 10');
    // 10 units: the second tier, $9.00 each.
    expect(line).toHaveTextContent('$90.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$90.00');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$17.10');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$107.10');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it("shows every missing guest field's error and sends nothing", async () => {
    const calls = server(created);
    const { store } = await openCheckout();
    await placeOrder();
    for (const error of [
      'Enter a NIT of 5 to 15 digits (optionally with - and the check digit).',
      'Enter your name or company name.',
      'Choose a department.',
      'Choose a city.',
      'Enter the delivery address.',
      'Enter a phone number of 7 to 15 digits.',
      'Enter a valid e-mail address.',
    ]) {
      expect(screen.getByText(error)).toBeVisible();
    }
    expect(screen.getByLabelText(/NIT or ID number/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/NIT or ID number/)).toHaveFocus());
    // A NIT whose check digit is wrong is told so, with the right one.
    await userEvent.type(screen.getByLabelText(/NIT or ID number/), '900123456-7');
    expect(screen.getByText('The check digit of this NIT is 8: check the number.')).toBeVisible();
    expect(orderPosts(calls)).toEqual([]);
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it("sends one order with the line's product and quantity, shows its number and empties the cart", async () => {
    const calls = server(created);
    const { store } = await openCheckout(10);
    await fillGuest();
    await userEvent.type(screen.getByLabelText('Order note'), 'Por la puerta de atrás');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('WEB-1042');
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    const posts = orderPosts(calls);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.pathname).toBe('/apiGold/PedidoApi/PedidoWebCreateAnonimo');
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[0]?.body).toMatchObject({
      Nit: '900123456',
      Tercero: 'Ferretería La Esquina',
      Departamento: '05',
      Ciudad: '05001',
      Direccion: 'Calle 10 # 20-30',
      Telefono1: '3001234567',
      Email: 'compras@example.com',
      Observacion: 'Por la puerta de atrás',
      Detalles: [{ Productoid: 42, Cantidad: 10, Observacion: '' }],
    });
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('says an order above the buyer’s limit waits for approval, that stock is not held, and empties the cart', async () => {
    server({
      status: 202,
      body: {
        Status: true,
        Msj: 'El pedido supera su límite por pedido',
        EsperaAprobacion: true,
        Datos: { solicitudid: 5, total: 1234.5, limite: 'order' },
      },
    });
    const { store } = await openCheckout(10);
    await fillGuest();
    await placeOrder();
    const held = await screen.findByTestId('order-held');
    expect(within(held).getByRole('heading', { name: 'Your order waits for approval' })).toBeVisible();
    expect(held).toHaveTextContent(/is above your limit per order/);
    expect(held).toHaveTextContent('stock is not held for it');
    expect(within(held).getByRole('link', { name: 'See my orders waiting for approval' })).toHaveAttribute(
      'href',
      '/approvals',
    );
    expect(screen.queryByTestId('order-number')).toBeNull();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('names the line that is short of stock and keeps the cart when the server answers 409', async () => {
    const calls = server({
      status: 409,
      body: {
        Status: true,
        Msj: 'Sin existencias suficientes',
        ErrorDisp: true,
        ErrorDips: [{ Productoid: 42, Solicitado: 10, Disponible: 7 }],
      },
    });
    const { store } = await openCheckout(10);
    await fillGuest();
    await placeOrder();
    const box = await screen.findByTestId('checkout-stock');
    expect(box).toHaveRole('alert');
    expect(box).toHaveTextContent('Some products are short of stock:');
    expect(within(box).getByRole('listitem')).toHaveTextContent(
      'Café de origen: you asked for 10, 7 available',
    );
    expect(orderPosts(calls)).toHaveLength(1);
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(store.getState().cart.lines[0]).toMatchObject({ quantity: 10, product: { id: 42 } });
    expect(screen.getByLabelText(/NIT or ID number/)).toHaveValue('900123456');
  });

  it("says 'Por favor verifique la red' when the order gets no answer, keeps everything, and sends the same attempt again", async () => {
    const calls = server('down', created);
    const toast = await import('react-hot-toast');
    const shown = vi.spyOn(toast.default, 'error');
    const { store } = await openCheckout(10);
    await fillGuest();
    await placeOrder();
    expect(await screen.findByTestId('checkout-network')).toHaveTextContent('Por favor verifique la red');
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Por favor verifique la red', expect.anything()),
    );
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('compras@example.com');

    // The network is back: the same order goes again under the same key (the server creates it once).
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('WEB-1042');
    const posts = orderPosts(calls);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers.get('Idempotency-Key')).toBe(posts[0]?.headers.get('Idempotency-Key'));
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });
});

describe('a viewer of the company', () => {
  it('is told the role cannot place orders, and the button is off', async () => {
    stubServer(() => undefined);
    renderWithApp(
      <CheckoutPage
        lines={[
          {
            productId: 42,
            name: 'Café',
            code: 'C-1',
            color: '',
            size: '',
            quantity: 1,
            unitPrice: asMinor(10000),
            comment: '',
          },
        ]}
        customer={{ customerId: 1001, branchId: 2001, viewOnly: true }}
        summary={null}
        onOrdered={() => {}}
      />,
      { path: '/checkout' },
    );
    expect(screen.getByTestId('viewer-cannot-order')).toHaveTextContent('Your role in the company is viewer');
    expect(screen.getByTestId('place-order')).toBeDisabled();
  });
});

describe("the purchase order's details", () => {
  const methods = [
    { Codigo: 'truck', Descripcion: 'Camión del distribuidor' },
    { Codigo: 'pickup', Descripcion: 'Recoger en bodega' },
  ];

  it('offers the methods, no date before the next working day, and sends what was chosen', async () => {
    orderOptions = {
      MetodosEntrega: methods,
      OrdenCompraObligatoria: false,
      FechaEntregaMinima: '2030-01-07',
    };
    const calls = server(created);
    await openCheckout(1);
    await fillGuest();
    const user = userEvent.setup();
    const date = screen.getByLabelText('Requested delivery date (optional)');
    await waitFor(() => expect(date).toHaveAttribute('min', '2030-01-07'));
    expect(date).toHaveAccessibleDescription('Monday to Friday, from the next working day.');
    await user.type(screen.getByLabelText('Purchase order number (optional)'), 'OC-4500-17');
    await user.selectOptions(screen.getByLabelText('Delivery method'), 'Recoger en bodega');
    // A Saturday: marked, named, and nothing is sent.
    await user.type(date, '2030-01-12');
    await placeOrder();
    expect(date).toHaveAccessibleDescription('Deliveries are Monday to Friday: choose a weekday.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(orderPosts(calls)).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2030-01-14');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('WEB-1042');
    expect(orderPosts(calls)[0]?.body).toMatchObject({
      OrdenCompra: 'OC-4500-17',
      FechaEntrega: '2030-01-14',
      MetodoEntrega: 'pickup',
    });
  });

  it('asks for the purchase-order number the company requires, and shows no choice of one method', async () => {
    orderOptions = {
      MetodosEntrega: methods.slice(0, 1),
      OrdenCompraObligatoria: true,
      FechaEntregaMinima: '2030-01-07',
    };
    const calls = server(created);
    await openCheckout(1);
    await fillGuest();
    const po = await screen.findByLabelText('Purchase order number (required)');
    expect(po).toBeRequired();
    expect(screen.queryByLabelText('Delivery method')).toBeNull();
    await placeOrder();
    expect(po).toHaveAccessibleDescription('Your company requires a purchase order number with every order.');
    await waitFor(() => expect(po).toHaveFocus());
    expect(orderPosts(calls)).toHaveLength(0);
    // One line of letters, digits and . / # _ -: anything else is named and nothing is sent.
    await userEvent.type(po, 'OC!1');
    await placeOrder();
    expect(po).toHaveAccessibleDescription(
      'Use only letters, digits, spaces and . / # _ -, beginning with a letter or a digit.',
    );
    expect(orderPosts(calls)).toHaveLength(0);
    await userEvent.clear(po);
    await userEvent.type(po, 'OC-1');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeVisible();
    expect(orderPosts(calls)[0]?.body).toMatchObject({ OrdenCompra: 'OC-1', MetodoEntrega: 'truck' });
  });
});
