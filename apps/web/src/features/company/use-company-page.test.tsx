import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyServer, wirePerson } from '../../test/company-server';
import { appWrapper } from '../../test/render';
import { json } from '../../test/server';
import { useCompanyPage } from './use-company-page';

const posted = (calls: ReturnType<typeof companyServer>) =>
  calls
    .filter((c) => c.method === 'POST')
    .map((c) => [c.url.pathname.split('/').slice(-2).join('/'), c.body]);

async function loaded(people: object[], posts = {}) {
  const calls = companyServer(people, posts);
  const hook = renderHook(() => useCompanyPage(1001), { wrapper: appWrapper() });
  await waitFor(() => expect(hook.result.current.people).toHaveLength(people.length));
  await waitFor(() => expect(hook.result.current.branches).toHaveLength(2));
  return { calls, hook };
}

describe('useCompanyPage', () => {
  it('reads the people in the app’s words: limits in minor units', async () => {
    const { hook } = await loaded([wirePerson({ limite_pedido: 1234.5 })]);
    expect(hook.result.current.people[0]).toMatchObject({
      personId: 7,
      role: 'buyer',
      orderLimit: 123450,
      monthLimit: null,
      branchIds: [2001],
    });
  });

  it('invites a buyer with a limit and one branch; sends nothing while a field is wrong', async () => {
    const { calls, hook } = await loaded([]);
    const draft = { ...hook.result.current.invite, name: 'Bea', email: 'bea@', orderLimit: '1.2345' };
    act(() => hook.result.current.setInvite(draft));
    await act(() => hook.result.current.sendInvite());
    expect(hook.result.current.message?.text).toBe('Write a valid e-mail address.');
    act(() => hook.result.current.setInvite({ ...draft, email: 'bea@taller.test' }));
    await act(() => hook.result.current.sendInvite());
    expect(hook.result.current.message?.text).toBe('A limit is an amount, with two decimals at most.');
    act(() => hook.result.current.setInvite({ ...draft, email: 'bea@taller.test', orderLimit: '250,50' }));
    await act(() => hook.result.current.sendInvite());
    expect(hook.result.current.message?.text).toBe('Give the buyer at least one branch.');
    expect(posted(calls)).toEqual([]);
    const ready = { ...draft, email: ' bea@taller.test ', orderLimit: '250,50', branchIds: [2002] };
    act(() => hook.result.current.setInvite(ready));
    await act(() => hook.result.current.sendInvite());
    expect(hook.result.current.message).toEqual({
      tone: 'success',
      text: 'Invitation sent to bea@taller.test.',
    });
    expect(posted(calls)).toEqual([
      [
        'EmpresaApi/Invitar',
        {
          Nombre: 'Bea',
          Correo: 'bea@taller.test',
          Idioma: 'en',
          Rol: 'buyer',
          Sucursales: [2002],
          LimitePedido: 250.5,
          LimiteMes: null,
        },
      ],
    ]);
    expect(hook.result.current.invite.name).toBe('');
  });

  it('an approver is invited without branches nor limits', async () => {
    const { calls, hook } = await loaded([]);
    const draft = { ...hook.result.current.invite, name: 'Luis', email: 'luis@taller.test' };
    act(() =>
      hook.result.current.setInvite({ ...draft, role: 'approver', orderLimit: '9', branchIds: [2001] }),
    );
    await act(() => hook.result.current.sendInvite());
    expect(posted(calls)[0]?.[1]).toMatchObject({ Rol: 'approver', Sucursales: [], LimitePedido: null });
  });

  it('changes a person’s limits and deactivates them', async () => {
    const { calls, hook } = await loaded([wirePerson()]);
    act(() => hook.result.current.edit(7));
    expect(hook.result.current.editing?.draft).toEqual({
      role: 'buyer',
      branchIds: [2001],
      orderLimit: '500',
      monthLimit: '',
    });
    act(() =>
      hook.result.current.setEditDraft({
        role: 'buyer',
        branchIds: [2001],
        orderLimit: '',
        monthLimit: '3000',
      }),
    );
    await act(() => hook.result.current.saveEdit());
    expect(hook.result.current.editing).toBeNull();
    await act(() => hook.result.current.setActive(7, false));
    expect(posted(calls)).toEqual([
      [
        'EmpresaApi/Persona',
        { Personaid: 7, Rol: 'buyer', Sucursales: [2001], LimitePedido: null, LimiteMes: 3000 },
      ],
      ['EmpresaApi/Persona', { Personaid: 7, Activo: false }],
    ]);
  });

  it('says the server’s refusals in the user’s language, not its Spanish', async () => {
    const refused = (status: number, Msj: string) => () => json(status, { Status: false, Msj });
    const { hook } = await loaded([wirePerson()], {
      'EmpresaApi/Invitar': refused(409, 'Ya existe un usuario con ese correo electrónico'),
      'EmpresaApi/Persona': refused(400, 'No puede cambiar su propio rol ni desactivarse'),
    });
    act(() =>
      hook.result.current.setInvite({
        ...hook.result.current.invite,
        name: 'A',
        email: 'a@b.co',
        role: 'viewer',
      }),
    );
    await act(() => hook.result.current.sendInvite());
    expect(hook.result.current.message).toEqual({
      tone: 'danger',
      text: 'There is already a login with that e-mail.',
    });
    await act(() => hook.result.current.setActive(7, false));
    expect(hook.result.current.message?.text).toBe(
      'You cannot change your own role nor deactivate yourself: ask another administrator.',
    );
  });
});
