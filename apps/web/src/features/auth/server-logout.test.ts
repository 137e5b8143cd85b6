import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A real HTTP server stands in for the shop's API; "offline" is an address where nothing listens.
let server: Server;
let up: string;
let down: string;
let logouts = 0;
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '' };
let answered = 0;
const OWED = 'mostrador.logout-owed.v1';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.includes('TerceroApi/Logout') && req.method === 'POST') logouts += 1;
    req.resume().on('end', () => {
      setTimeout(() => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(answer.body, () => {
          answered += 1;
        });
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  up = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apiGold/`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/apiGold/`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  logouts = 0;
  answered = 0;
  answer = { status: 200, body: JSON.stringify({ Status: true, Msj: 'Sesión cerrada' }) };
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The module as the app has it, talking to `base`. */
async function logoutWith(base: string) {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  const changed = vi.fn();
  const api = await import('../../lib/api');
  api.onSessionChange(changed);
  return { ...(await import('./server-logout')), changed };
}

describe('a logout the server has not heard of', () => {
  it('is owed while the server cannot be reached, and made once it can: the session ends there', async () => {
    const offline = await logoutWith(down);
    expect(await offline.endServerSession(() => localStorage.clear())).toBe(false);
    expect(localStorage.getItem(OWED)).toBe('true');

    const online = await logoutWith(up);
    await online.settleOwedLogout(false);
    expect(logouts).toBe(1);
    expect(localStorage.getItem(OWED)).toBeNull();
    // Prices depend on who asks: the app asks again, as a visitor now.
    expect(online.changed).toHaveBeenCalledTimes(1);
    // Settled: nothing more to make.
    await online.settleOwedLogout(false);
    expect(logouts).toBe(1);
  });

  it('is not owed once the server has answered, and the mark is written after what `forget` clears', async () => {
    const { endServerSession } = await logoutWith(up);
    localStorage.setItem('mostrador.cart.v2', '{"lines":[]}');
    const ended = endServerSession(() => localStorage.clear());
    expect(localStorage.getItem(OWED)).toBe('true');
    expect(await ended).toBe(true);
    expect(logouts).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('is owed still when what answers is not the server saying yes (a proxy while the API is down)', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    const { endServerSession } = await logoutWith(up);
    expect(await endServerSession()).toBe(false);
    expect(localStorage.getItem(OWED)).toBe('true');
  });

  it('is made once when start and the browser coming back online ask together', async () => {
    localStorage.setItem(OWED, 'true');
    const { settleOwedLogout, changed } = await logoutWith(up);
    await Promise.all([settleOwedLogout(false), settleOwedLogout(false)]);
    expect(logouts).toBe(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('is no longer owed once a customer logs in, after the one under way has been answered', async () => {
    localStorage.setItem(OWED, 'true');
    answer = { ...answer, delayMs: 200 };
    const { settleOwedLogout, beforeLogin } = await logoutWith(up);
    void settleOwedLogout(false);
    // (Its answer drops the cookie: it must come before the login's, which sets the new one.)
    await beforeLogin();
    expect(answered).toBe(1);
    expect(localStorage.getItem(OWED)).toBeNull();
  });

  it('is dropped, not made, when a customer has logged in here since (the login replaced the cookie)', async () => {
    localStorage.setItem(OWED, 'true');
    const { settleOwedLogout, changed } = await logoutWith(up);
    await settleOwedLogout(true);
    expect(logouts).toBe(0);
    expect(localStorage.getItem(OWED)).toBeNull();
    expect(changed).not.toHaveBeenCalled();
  });
});
