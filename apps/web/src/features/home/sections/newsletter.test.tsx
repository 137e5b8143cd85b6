import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveWithApp } from '../../../test/render';
import { json, stubServer } from '../../../test/server';
import { Newsletter } from './newsletter';

describe('Newsletter', () => {
  it('keeps an address typed before the app has started, whose Subscribe waits for it, and sends it then', async () => {
    const calls = stubServer(() => json(200, { Status: true, Datos: { Email: 'compras@tienda.co' } }));
    const page = serveWithApp(<Newsletter />);
    const served = within(page.container);
    const email = served.getByRole('textbox', { name: 'Your e-mail' });
    const subscribe = served.getByRole('button', { name: 'Subscribe' });
    // The server's HTML: the field takes the address, the button (which needs the app) waits.
    expect(email).toBeEnabled();
    expect(subscribe).toBeDisabled();
    await userEvent.type(email, 'compras@tienda.co');

    page.hydrate();
    await waitFor(() => expect(subscribe).toBeEnabled());
    expect(email).toHaveValue('compras@tienda.co');
    await userEvent.click(subscribe);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! You are subscribed.');
    expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ Email: 'compras@tienda.co' })]);
    page.done();
  });
});
