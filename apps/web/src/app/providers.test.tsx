import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateInTurns, InTurn } from '../lib/hydrate-in-turn';
import { AppProviders } from './providers';
import { type AppStore, makeStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function page(store: AppStore) {
  return (
    <AppProviders store={store}>
      <InTurn turn="page">
        <p>The page</p>
      </InTurn>
    </AppProviders>
  );
}

it('asks for the startup products once the first hydration is over, not while the parts take their turns', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Response.json({ Status: true, Datos: [] });
    }),
  );
  const startupAsks = () => asked.filter((url) => url.includes('GetProductos_V2')).length;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(makeStore()));
  document.body.append(container);
  let askedDuringHydration = -1;
  await hydrateInTurns(
    () => hydrateRoot(container, page(makeStore())),
    () => {
      askedDuringHydration = startupAsks();
    },
  );
  expect(askedDuringHydration).toBe(0);
  await vi.waitFor(() => expect(startupAsks()).toBe(1));
  expect(container.textContent).toBe('The page');
});
