import type { TeamMember } from '@mostrador/contract/console';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n';
import { TeamPage } from './team-page';

const member = (id: number, user: string, role: TeamMember['role']): TeamMember => ({
  id,
  user,
  name: `Staff ${user}`,
  role,
  active: true,
  totpEnabled: false,
  hasPassword: true,
});

/**
 * The console's API stand-in, as the server behaves: olga is the last owner (her demotion refused with the
 * server's Spanish words, nothing changed); sam, sales, may be moved and turned off.
 */
function stubTeam() {
  const members = [member(1, 'olga', 'owner'), member(2, 'sam', 'sales')];
  const sent: Array<{ url: string; body: unknown }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method !== 'POST') return json(200, { Status: true, members });
      const body = JSON.parse(String(init.body)) as Partial<TeamMember>;
      sent.push({ url, body });
      const id = Number(/team\/(\d+)$/.exec(url)?.[1]);
      if (id === 1) return json(409, { Status: false, Msj: 'Es el último dueño activo' });
      const index = members.findIndex((m) => m.id === id);
      members[index] = { ...(members[index] as TeamMember), ...body };
      return json(200, { Status: true, member: members[index] });
    }),
  );
  return sent;
}

/** The stand-in answers at once, but a loaded machine may take seconds to render. */
const wait = { timeout: 15_000 };

beforeAll(async () => {
  await startI18n();
});

it('an owner changes a member’s role and turns it off; the list shows what the server keeps', async () => {
  const sent = stubTeam();
  const user = userEvent.setup();
  render(<TeamPage />);
  await user.selectOptions(await screen.findByLabelText('Role of sam', {}, wait), 'warehouse');
  expect(await screen.findByRole('status', {}, wait)).toHaveTextContent('Saved: sam');
  await user.click(screen.getByRole('button', { name: 'Deactivate sam' }));
  const sam = (await screen.findByRole('button', { name: 'Reactivate sam' }, wait)).closest(
    'tr',
  ) as HTMLElement;
  expect(within(sam).getByText('deactivated')).toBeVisible();
  expect(within(sam).getByLabelText('Role of sam')).toHaveValue('warehouse');
  expect(sent).toEqual([
    { url: '/staff/api/team/2', body: { role: 'warehouse' } },
    { url: '/staff/api/team/2', body: { active: false } },
  ]);
});

it('the last owner’s demotion is refused in the owner’s words, and the page shows nothing changed', async () => {
  stubTeam();
  const user = userEvent.setup();
  render(<TeamPage />);
  await user.selectOptions(await screen.findByLabelText('Role of olga', {}, wait), 'sales');
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
    'This is the last active owner: give the owner role to another account first. Nothing was changed.',
  );
  expect(screen.getByLabelText('Role of olga')).toHaveValue('owner');
  await user.click(screen.getByRole('button', { name: 'Deactivate olga' }));
  expect(screen.getByRole('button', { name: 'Deactivate olga' })).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
});
