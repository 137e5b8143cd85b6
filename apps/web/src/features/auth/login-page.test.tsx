import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { stubServer } from '../../test/server';
import LoginPage from './login-page';

/** The server's throttle: a 429 envelope with its wait in Retry-After. */
function throttled(seconds: number) {
  stubServer((call) => {
    if (!call.url.pathname.endsWith('/TerceroApi/LoginTercero')) return undefined;
    return new Response(
      JSON.stringify({
        Status: false,
        Msj: 'Demasiados intentos fallidos con este usuario: por su seguridad, espere 2 minutos e inténtelo de nuevo',
      }),
      { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) } },
    );
  });
}

async function logIn() {
  renderWithApp(<LoginPage />, { path: '/login-page' });
  await userEvent.type(await screen.findByLabelText(/^(User|Usuario)/), 'demo1');
  await userEvent.type(screen.getByLabelText(/^(Password|Contraseña)/), 'demo-2026');
  await userEvent.click(screen.getByRole('button', { name: /^(Log in|Ingresar)/ }));
  return screen.findByTestId('login-error');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/login-page when the server throttles the login', () => {
  it('tells the customer how long to wait, as the server said, in minutes', async () => {
    throttled(120);
    expect(await logIn()).toHaveTextContent(
      'Too many login attempts. For your security, please wait 2 minutes and try again.',
    );
  });

  it('in seconds under a minute, and in the customer’s language', async () => {
    await i18n.changeLanguage('es');
    throttled(30);
    expect(await logIn()).toHaveTextContent(
      'Demasiados intentos de ingreso. Por su seguridad, espere 30 segundos e inténtelo de nuevo.',
    );
  });
});
