// Every console route refuses a guest, a customer's session and a staff role it does not allow: the routes are
// read from the app as registered, so a route added later is checked without touching this file.
import type { StaffRole } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { addStaff, staffCookie } from '../test/staff';
import { SESSION_COOKIE } from './auth';
import { ALL_STAFF, checkAccess, NO_ACCESS_RULE, ROLE_REFUSED, STAFF_LOGIN_REQUIRED } from './staff-auth';

const t = testApp();

const urlOf = (url: string) => url.replace(/:id\b/g, '1');

describe('console routes (/staff/api)', () => {
  it('are registered, each with who may call it', () => {
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuse a guest and a customer’s session (401) on every route that is not public', async () => {
    const customer = await t.login('demo1');
    const closed = t.app.staffRoutes.filter((r) => r.access !== 'public');
    expect(closed.length).toBeGreaterThan(5);
    for (const route of closed) {
      const method = route.method as 'GET' | 'POST';
      const guest = await t.app.inject({ method, url: urlOf(route.url) });
      expect(guest.statusCode, `guest ${route.method} ${route.url}`).toBe(401);
      expect(guest.json()).toEqual({ Status: false, Msj: STAFF_LOGIN_REQUIRED });
      const asCustomer = await t.app.inject({
        method,
        url: urlOf(route.url),
        headers: { ...t.bearer(customer), cookie: `${SESSION_COOKIE}=${customer.Token}` },
      });
      expect(asCustomer.statusCode, `customer ${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuse (403) a staff role the route does not allow, before reading the request', async () => {
    const cookies = new Map<StaffRole, { cookie: string }>();
    for (const role of ALL_STAFF) {
      const id = await addStaff(t.database.db, `access-${role}`, role);
      cookies.set(role, await staffCookie(t.database.db, id));
    }
    let checked = 0;
    for (const route of t.app.staffRoutes) {
      const access = route.access;
      if (!access || access === 'public') continue;
      for (const role of ALL_STAFF.filter((r) => !access.roles.includes(r))) {
        const answer = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: urlOf(route.url),
          headers: cookies.get(role),
        });
        expect(answer.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(answer.json()).toEqual({ Status: false, Msj: ROLE_REFUSED });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('answer nobody on a route that names no roles, an owner neither', () => {
    const owner = {
      id: 1,
      usuario: 'o',
      nombre: 'O',
      role: 'owner' as const,
      totpEnabled: true,
      demo: false,
    };
    const request = { routeOptions: { config: {} }, staff: owner } as unknown as Parameters<
      typeof checkAccess
    >[0];
    expect(() => checkAccess(request, true)).toThrow(NO_ACCESS_RULE);
  });

  it('are never cached and never indexed', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/staff/api/demo' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
