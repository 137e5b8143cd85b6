import { customerListResponse, staffApiPath } from '@mostrador/contract/console';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { useAddressList } from './use-address-list';

/** The console's API stand-in: every customers list asked for answers 60 customers in all, none listed. */
function stubList() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://shop.test/').searchParams);
      const body = { Status: true, customers: [], total: 60, erpMode: false };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

const at =
  (address: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );

const useCustomers = () =>
  useAddressList({
    url: staffApiPath('customers'),
    schema: customerListResponse,
    filters: ['q', 'level'],
    sort: 'name',
    dir: 'asc',
  });

it('asks the server for the list the address names; a new filter starts at page 1, a sort turns around', async () => {
  const asked = stubList();
  const { result } = renderHook(useCustomers, { wrapper: at('/customers?q=ana&page=2') });
  await waitFor(() => expect(result.current.answer?.total).toBe(60));
  expect(Object.fromEntries(asked[0] ?? [])).toEqual({
    q: 'ana',
    sort: 'name',
    dir: 'asc',
    page: '2',
    pageSize: '25',
  });
  expect(result.current.pages).toBe(3);
  expect(result.current.filters).toEqual({ q: 'ana', level: '' });

  act(() => result.current.update({ level: '2' }));
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked[1]?.get('level')).toBe('2');
  expect(asked[1]?.get('page')).toBe('1');

  act(() => result.current.sortBy('name'));
  await waitFor(() => expect(asked).toHaveLength(3));
  expect(asked[2]?.get('dir')).toBe('desc');
  expect(result.current.dir).toBe('desc');
});
