// The console's product page against a stand-in of its API: prices are typed as people write amounts ("12.500" is
// twelve thousand five hundred, "12,50" twelve and a half); a price that is not an amount is refused on the page
// with its reason and nothing is sent (sent, it would have reached the server as null: the level's price dropped).
import type { ProductDetail } from '@mostrador/contract/console';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { json, stubServer } from '../../../test/server';
import { consoleResources } from '../../i18n';
import { ProductPage } from './product-page';

const PRODUCT: ProductDetail = {
  id: 5,
  code: 'ACE-5W30',
  reference: 'R-5',
  name: 'Aceite 5W-30',
  prices: [2_000_000, 1_900_000, null, null, null],
  tiers: [],
  stock: 12,
  published: true,
  pictures: [],
  description: '',
  descriptionHtml: '',
  readOnly: false,
};

async function showProduct() {
  const calls = stubServer((call) => json(200, { Status: true, product: PRODUCT, method: call.method }));
  const i18n = i18next.createInstance();
  await i18n.init({ resources: consoleResources, lng: 'en', defaultNS: 'console' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/catalogue/5']}>
        <Routes>
          <Route
            path="/catalogue/:id"
            element={
              <ProductPage
                me={{ user: 'dueno', name: 'Dueño', role: 'owner', totpEnabled: true, mustEnrol: false }}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await screen.findByLabelText('Level 2 price');
  return { posts: () => calls.filter((c) => c.method === 'POST') };
}

async function typePrice(level: number, text: string) {
  const field = screen.getByLabelText(`Level ${level} price`);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

it('saves prices typed with thousands and decimal marks as minor units', async () => {
  const api = await showProduct();
  await typePrice(1, '21.500');
  await typePrice(2, '19.999,50');
  await typePrice(3, '18000.5');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.posts()).toHaveLength(1));
  expect(api.posts()[0]?.body).toEqual(
    expect.objectContaining({ prices: [2_150_000, 1_999_950, 1_800_050, null, null] }),
  );
  expect(screen.queryByText(/A price is an amount/)).toBeNull();
});

it('refuses a price that is not an amount, saying so, and sends nothing', async () => {
  const api = await showProduct();
  await typePrice(2, '19,999,50');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A price is an amount, e.g. 12500 or 12.500,50')).toBeInTheDocument();
  await typePrice(2, 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(api.posts()).toEqual([]);
});
