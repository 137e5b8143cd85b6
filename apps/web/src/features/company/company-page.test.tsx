import { REFUSAL_HEADER } from '@mostrador/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../../lib/api/session-token';
import { companyServer, wirePerson } from '../../test/company-server';
import { renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import CompanyPage from './company-page';

describe('/company', () => {
  it('shows each person’s role, language, state, branches and limits as money', async () => {
    companyServer([
      wirePerson(),
      wirePerson({
        personaid: 8,
        nombre: 'Luis',
        correo: 'luis@t.test',
        rol: 'approver',
        invitada: true,
        idioma: 'de',
      }),
    ]);
    renderWithApp(<CompanyPage customerId={1001} administrator />, { path: '/company' });
    const rows = await screen.findAllByTestId('company-person');
    expect(rows[0]).toHaveTextContent('Ana Compras');
    expect(rows[0]).toHaveTextContent('Buyer');
    expect(rows[0]).toHaveTextContent('Español');
    expect(await within(rows[0] as HTMLElement).findByText('Calle 10 # 5-20, Medellín')).toBeVisible();
    expect(rows[0]).toHaveTextContent(/500[.,]00/);
    expect(rows[0]).toHaveTextContent('No limit');
    expect(rows[1]).toHaveTextContent('Invited (no password yet)');
    expect(rows[1]).toHaveTextContent('Deutsch');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Deactivate Luis' })).toBeEnabled();
  });

  it('invites a buyer from the form: limits and branches show for a buyer only', async () => {
    const calls = companyServer([]);
    renderWithApp(<CompanyPage customerId={1001} administrator />, { path: '/company' });
    expect(await screen.findByTestId('company-empty')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'Bea');
    await userEvent.type(screen.getByLabelText('E-mail'), 'bea@taller.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'viewer');
    expect(screen.queryByLabelText('Limit per order (empty: none)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'buyer');
    await userEvent.type(screen.getByLabelText('Limit per order (empty: none)'), '300');
    await userEvent.click(await screen.findByLabelText('Carrera 43, Medellín'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('company-message')).toHaveTextContent(
      'Invitation sent to bea@taller.test.',
    );
    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(sent).toEqual([expect.objectContaining({ Rol: 'buyer', Sucursales: [2002], LimitePedido: 300 })]);
  });

  it('tells an administrator the server no longer takes as one so, and keeps their session', async () => {
    stubServer(({ url }) =>
      url.pathname.endsWith('/EmpresaApi/Personas')
        ? new Response(JSON.stringify({ Status: false, Msj: 'Solo los administradores' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json', [REFUSAL_HEADER]: 'role' },
          })
        : undefined,
    );
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    renderWithApp(<CompanyPage customerId={1001} administrator />, { path: '/company' });
    expect(await screen.findByTestId('company-load-error')).toHaveTextContent(
      "Only the company's administrators manage its people.",
    );
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('tells a person who is not an administrator so, and asks the server nothing', () => {
    const calls = companyServer([]);
    renderWithApp(<CompanyPage customerId={1001} administrator={false} />, { path: '/company' });
    expect(screen.getByTestId('company-not-administrator')).toHaveTextContent(
      "Only the company's administrators manage its people.",
    );
    expect(calls).toEqual([]);
  });

  it('an administrator makes purchase-order numbers required with the switch, and hears whether it was saved', async () => {
    const calls = companyServer([], {
      '/EmpresaApi/Ajustes': () =>
        json(200, { Status: true, Msj: 'ok', Datos: { OrdenCompraObligatoria: true } }),
    });
    renderWithApp(<CompanyPage customerId={1001} administrator />, { path: '/company' });
    const toggle = await screen.findByRole('switch', { name: 'Every order needs a purchase-order number' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByTestId('company-settings-message')).toHaveTextContent(
      'Saved: every order now needs a purchase-order number.',
    );
    const sent = calls.filter((c) => c.url.pathname.endsWith('/EmpresaApi/Ajustes')).map((c) => c.body);
    expect(sent).toEqual([{ OrdenCompraObligatoria: true }]);
  });

  it('says so when the setting is refused, and leaves the switch as the server has it', async () => {
    companyServer([], { '/EmpresaApi/Ajustes': () => json(500, { Status: false, Msj: 'Error' }) });
    renderWithApp(<CompanyPage customerId={1001} administrator />, { path: '/company' });
    const toggle = await screen.findByRole('switch', { name: 'Every order needs a purchase-order number' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByTestId('company-settings-message')).toHaveTextContent(
      'The setting could not be saved. Try again.',
    );
    expect(toggle).not.toBeChecked();
  });
});
