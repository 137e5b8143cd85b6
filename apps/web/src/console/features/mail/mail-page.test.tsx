// The console's mail page against a stand-in of its API: it asks the server for the state the address names,
// shows each message's subject, recipient, state, tries and last error, marks a refused address with the
// server's reason, offers a sent message's .eml in the embedded default, and a new state is asked of the server;
// a refused address listed apart is forgotten with its button (the server's refusal shown), the list read again.
import type { MailList } from '@mostrador/contract/console';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { json, stubServer } from '../../../test/server';
import { consoleResources } from '../../i18n';
import { MailPage } from './mail-page';

const REASON = '550 5.1.1 Mailbox does not exist';
const LIST: MailList = {
  Status: true,
  transport: 'files',
  messages: [
    {
      id: 7,
      kind: 'order-received',
      subject: 'Order WEB-12 received',
      recipient: 'rebota@example.com',
      language: 'en',
      state: 'bounced',
      tries: 1,
      lastError: REASON,
      createdAt: '2026-12-07T10:00:00.000Z',
      sentAt: null,
      refused: REASON,
    },
    {
      id: 6,
      kind: 'order-copy',
      subject: 'New web order WEB-12 from Ana',
      recipient: 'pedidos@example.com',
      language: 'es',
      state: 'sent',
      tries: 1,
      lastError: null,
      createdAt: '2026-12-07T10:00:00.000Z',
      sentAt: '2026-12-07T10:00:01.000Z',
      refused: null,
    },
  ],
  refusedAddresses: [{ address: 'rebota@example.com', reason: REASON, since: '2026-12-07T10:00:02.000Z' }],
};

/** The console's API stand-in: every list asked for answers LIST; the states asked for, in order. */
function stubApi() {
  const calls = stubServer(() => json(200, LIST));
  return { states: () => calls.map((c) => c.url.searchParams.get('state')) };
}

async function show(address: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: consoleResources, lng: 'en', defaultNS: 'console' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        <MailPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

it('shows the state the address names, the refused address marked, and the .eml of a sent message', async () => {
  const asked = stubApi();
  await show('/mail?state=bounced');
  const rows = await screen.findAllByTestId('mail-row');
  expect(asked.states()).toEqual(['bounced']);
  expect(screen.getByRole('link', { name: 'Address refused' })).toHaveAttribute('aria-current', 'page');

  const [bounced, sent] = rows.map((row) => within(row));
  expect(bounced?.getByText('Order WEB-12 received')).toBeInTheDocument();
  expect(bounced?.getByText('Address refused')).toBeInTheDocument();
  expect(bounced?.getByTestId('mail-refused')).toHaveTextContent(`Refused by the mail server: ${REASON}`);
  expect(bounced?.queryByRole('link')).toBeNull();
  expect(sent?.getByText('Sent')).toBeInTheDocument();
  expect(sent?.queryByTestId('mail-refused')).toBeNull();
  expect(sent?.getByRole('link', { name: 'Open .eml' })).toHaveAttribute('href', '/staff/api/mail/6/eml');

  await userEvent.click(screen.getByRole('link', { name: 'Sent' }));
  await waitFor(() => expect(asked.states()).toEqual(['bounced', 'sent']));
  expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('link', { name: 'All' }));
  await waitFor(() => expect(asked.states()).toEqual(['bounced', 'sent', null]));
});

/**
 * The API's stand-in for forgetting: the list has the refused addresses still kept; a forget of one of them
 * drops it, of another answers the server's 404.
 */
function stubForget(kept: string[]) {
  const calls = stubServer((call) => {
    if (call.method === 'GET')
      return json(200, {
        ...LIST,
        refusedAddresses: kept.map((address) => ({
          address,
          reason: REASON,
          since: '2026-12-07T10:00:02.000Z',
        })),
      });
    const { address } = call.body as { address: string };
    if (!kept.includes(address))
      return json(404, { Status: false, Msj: 'Esa dirección no está entre las rechazadas' });
    kept.splice(kept.indexOf(address), 1);
    return json(200, { Status: true });
  });
  return () => calls.map((c) => [c.method, c.url.pathname, c.body]);
}

const LISTED = ['GET', '/staff/api/mail', undefined];
const forgetting = (address: string) => ['POST', '/staff/api/mail/refused/forget', { address }];

it('forgets a refused address with its button: the server is told, the page says so and reads the list again', async () => {
  const asked = stubForget(['rebota@example.com', 'otra@example.com']);
  await show('/mail');
  const [first, second] = (await screen.findAllByTestId('refused-address')).map((row) => within(row));
  expect(first?.getByText('rebota@example.com')).toBeInTheDocument();
  expect(first?.getByText(REASON)).toBeInTheDocument();
  expect(second?.getByText('otra@example.com')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Forget rebota@example.com' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'rebota@example.com forgotten: the next messages go to it again.',
  );
  await waitFor(() => expect(screen.getAllByTestId('refused-address')).toHaveLength(1));
  expect(screen.getByTestId('refused-address')).toHaveTextContent('otra@example.com');
  expect(asked()).toEqual([LISTED, forgetting('rebota@example.com'), LISTED]);
});

it('shows the server’s refusal of a forget, and the list as the server has it', async () => {
  const kept = ['rebota@example.com'];
  const asked = stubForget(kept);
  await show('/mail');
  await screen.findByTestId('refused-address');
  // Another owner forgot it meanwhile: the server answers 404.
  kept.length = 0;
  await userEvent.click(screen.getByRole('button', { name: 'Forget rebota@example.com' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esa dirección no está entre las rechazadas');
  await waitFor(() => expect(screen.queryByTestId('refused-address')).toBeNull());
  expect(screen.queryByRole('status')).toBeNull();
  expect(asked()).toEqual([LISTED, forgetting('rebota@example.com'), LISTED]);
});

it('has every word of the page in the four languages', () => {
  const keys = (value: unknown, at = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${at}${k}.`))
      : [at];
  const english = keys(consoleResources.en.console.mail).sort();
  for (const language of ['es', 'fn', 'de'] as const)
    expect(keys(consoleResources[language].console.mail).sort()).toEqual(english);
});
