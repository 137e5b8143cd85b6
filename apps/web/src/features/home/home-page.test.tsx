import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import HomePage from './home-page';

/** Two product records as the server sends them: one with a discount and a picture, one without either. */
const record = (Productoid: number, Producto: string, extra: Record<string, unknown>) => ({
  Productoid,
  Producto_cod: `P-${Productoid}`,
  Referencia: `REF-${Productoid}`,
  Producto,
  Categoriaid: 1,
  Grupoid: 11,
  Subgrupoid: 111,
  Precio: 10,
  Precio1: 10,
  Precio2: 10,
  Precio3: 10,
  Precio4: 10,
  Precio5: 10,
  Escala_aplica: false,
  Escala: null,
  Disponible: 12,
  Imagenes: [],
  texto_adicional: null,
  Dimesiones: null,
  ...extra,
});
const products = [
  record(1, 'Camisa de lino', { discount: 20, Imagenes: ['camisa.svg'] }),
  record(2, 'Pantalón de dril', {}),
];

/** The server: the product list, the category tree, and the newsletter answering `subscription`. */
function server(subscription: { status: number; body: unknown } | 'down') {
  return stubServer(({ url }) => {
    if (url.pathname.includes('GetProductos_V2')) return json(200, { Status: true, Datos: products });
    if (url.pathname.includes('GetCategoriasGrupos')) return json(200, []);
    if (url.pathname.includes('SuscripcionCreate')) {
      if (subscription === 'down') throw new TypeError('Failed to fetch');
      return json(subscription.status, subscription.body);
    }
    return undefined;
  });
}

describe('the home page', () => {
  it("is titled with the shop's name alone as the front page (/), not with its variant's trade", () => {
    server({ status: 200, body: { Status: true, Datos: { Email: 'a@b.co' } } });
    renderWithApp(<HomePage variant="fashion" front />);
    expect(document.title).toBe('mostrador');
  });

  it("shows the variant's headline, title and the server's products in its sections", async () => {
    const calls = server({ status: 200, body: { Status: true, Datos: { Email: 'a@b.co' } } });
    renderWithApp(<HomePage variant="fashion" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wear what sells this season' })).toBeVisible();
    expect(document.title).toBe('Fashion | mostrador');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Camisa de lino')).toBeVisible();
    expect(within(panel).getByText('Pantalón de dril')).toBeVisible();
    const list = calls.find((c) => c.url.pathname.includes('GetProductos_V2'));
    expect(list?.url.searchParams.get('categoriaid')).toBe('1');
    for (const title of ['Why buy here', 'What our customers say', 'From our blog', 'Get our offers']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('shows only discounted products under "On sale"', async () => {
    server({ status: 200, body: { Status: true, Datos: { Email: 'a@b.co' } } });
    renderWithApp(<HomePage variant="fashion" />);
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText('Pantalón de dril');
    await userEvent.click(screen.getByRole('tab', { name: 'On sale' }));
    expect(screen.getByRole('tab', { name: 'On sale' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Camisa de lino')).toBeVisible();
    expect(within(screen.getByRole('tabpanel')).queryByText('Pantalón de dril')).toBeNull();
  });

  it('subscribes the address typed into the newsletter form and thanks the buyer', async () => {
    const calls = server({ status: 200, body: { Status: true, Datos: { Email: 'compras@tienda.co' } } });
    renderWithApp(<HomePage variant="fashion" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'compras@tienda.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! You are subscribed.');
    const post = calls.find((c) => c.url.pathname.includes('SuscripcionCreate'));
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({ Email: 'compras@tienda.co', Idioma: 'en' });
  });

  it('says so when the server refuses the address, and keeps the form', async () => {
    server({ status: 400, body: { Status: false, Msj: 'Correo no válido' } });
    renderWithApp(<HomePage variant="fashion" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'compras@tienda.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address could not be subscribed');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText('Thank you! You are subscribed.')).toBeNull();
  });

  it('says "Por favor verifique la red" when the subscription gets no answer, and keeps the address', async () => {
    server('down');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = await import('react-hot-toast');
    const shown = vi.spyOn(toast.default, 'error');
    renderWithApp(<HomePage variant="fashion" />);
    const email = screen.getByRole('textbox', { name: 'Your e-mail' });
    await userEvent.type(email, 'compras@tienda.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Por favor verifique la red', expect.anything()),
    );
    expect(email).toHaveValue('compras@tienda.co');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText('Thank you! You are subscribed.')).toBeNull();
  });
});
