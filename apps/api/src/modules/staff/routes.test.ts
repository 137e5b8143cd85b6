import { type StaffPath, staffApiPath } from '@mostrador/contract/console';
import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { tooManyFailures } from '../../db/login-throttle';
import { STAFF_COOKIE } from '../../plugins/staff-auth';
import { createTestApp } from '../../test/app';
import { testApp } from '../../test/fixtures';
import { addStaff, STAFF_PASSWORD, staffCookie } from '../../test/staff';
import { STAFF_DEVICE_COOKIE } from './routes';
import {
  CODE_REQUIRED,
  LAST_OWNER,
  LINK_INVALID,
  NO_SUCH_MEMBER,
  WRONG_CODE,
  WRONG_STAFF_CREDENTIALS,
} from './service';

const t = testApp();

/** POSTs `payload` to the console's API with `headers` (a member's cookie), on `app` (the file's by default). */
const post = (path: StaffPath, payload: object, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: staffApiPath(path), headers, payload });
const signIn = (user: string, password: string, code?: string) =>
  post('login', { user, password, ...(code ? { code } : {}) });
const cookieOf = (answer: { headers: Record<string, unknown> }) => {
  const set = String(answer.headers['set-cookie'] ?? '');
  return { cookie: set.split(';', 1)[0] ?? '' };
};
const tokenOf = (link: string) => link.split('#')[1] ?? '';

describe('staff sign-in', () => {
  it('signs a member in with a cookie of the console only (Path=/staff, HttpOnly, SameSite=Strict)', async () => {
    await addStaff(t.database.db, 'ana', 'sales');
    const answer = await signIn('ANA', STAFF_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      Status: true,
      staff: { user: 'ana', role: 'sales', totpEnabled: false },
    });
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=`));
    expect(cookie).toMatch(/Path=\/staff;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await t.app.inject({ method: 'GET', url: staffApiPath('me'), headers: cookieOf(answer) });
    expect(me.json()).toMatchObject({ staff: { user: 'ana' } });
    // The shop's API does not take it for a customer.
    const shop = await t.app.inject({
      method: 'GET',
      url: '/apiGold/TerceroApi/InfoTercero?terceroid=1001',
      headers: cookieOf(answer),
    });
    expect(shop.statusCode).toBe(401);
  });

  it('refuses a wrong password and a customer’s credentials alike', async () => {
    expect((await signIn('ana', 'wrong-password')).json()).toEqual({
      Status: false,
      Msj: WRONG_STAFF_CREDENTIALS,
    });
    expect((await signIn('demo1', 'demo-2026')).statusCode).toBe(401);
  });

  it('asks an account with TOTP for its code, and takes only the right one', async () => {
    const secret = generateSecret();
    await addStaff(t.database.db, 'olga', 'owner', { totpSecret: secret });
    const noCode = await signIn('olga', STAFF_PASSWORD);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ Status: false, Msj: CODE_REQUIRED, codeRequired: true });
    const code = await generate({ secret });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await signIn('olga', STAFF_PASSWORD, wrong)).json()).toMatchObject({ Msj: WRONG_CODE });
    expect((await signIn('olga', STAFF_PASSWORD, code)).statusCode).toBe(200);
  });

  it('turns TOTP on from its QR’s secret and a first code; then sign-in needs a code', async () => {
    const id = await addStaff(t.database.db, 'tomas', 'warehouse');
    const headers = await staffCookie(t.database.db, id);
    const setup = await t.app.inject({ method: 'POST', url: staffApiPath('totpSetup'), headers });
    const { secret, uri } = setup.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/mostrador:tomas\?/);
    const bad = await post('totpConfirm', { code: '000000' }, headers);
    expect(bad.statusCode).toBe(400);
    const ok = await post('totpConfirm', { code: await generate({ secret }) }, headers);
    expect(ok.statusCode).toBe(200);
    expect((await signIn('tomas', STAFF_PASSWORD)).json()).toMatchObject({ codeRequired: true });
  });
});

describe('invitations', () => {
  it('an owner invites a member, who sets a password once from the link, then signs in', async () => {
    const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner1', 'owner'));
    const invite = await post('invite', { user: 'sofia', name: 'Sofía Ventas', role: 'sales' }, owner);
    expect(invite.statusCode).toBe(200);
    const { link, expires } = invite.json() as { link: string; expires: string };
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/staff\/set-password#[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expires) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect((await signIn('sofia', 'sofia-password-1')).statusCode).toBe(401);
    const set = { token: tokenOf(link), password: 'sofia-password-1' };
    expect((await post('password', set)).statusCode).toBe(200);
    const again = await post('password', { ...set, password: 'another-password' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ Status: false, Msj: LINK_INVALID });
    expect((await signIn('sofia', 'sofia-password-1')).json()).toMatchObject({ staff: { role: 'sales' } });
    const team = await t.app.inject({ method: 'GET', url: staffApiPath('team'), headers: owner });
    expect(team.json()).toMatchObject({
      members: expect.arrayContaining([expect.objectContaining({ user: 'sofia', hasPassword: true })]),
    });
    const audit = await t.database.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidad_id', '=', 'sofia')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.usuario, a.accion])).toEqual([
      ['owner1', 'staff.invite'],
      ['owner1', 'staff.link'],
      ['sofia', 'staff.password'],
    ]);
  });

  it('refuses a write or a sign-in that another site’s page sent, as the shop does', async () => {
    const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner-csrf', 'owner'));
    const forged = await post(
      'invite',
      { user: 'forged', name: 'Forged', role: 'owner' },
      { ...owner, 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.statusCode).toBe(403);
    const login = await post(
      'login',
      { user: 'owner-csrf', password: STAFF_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(login.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom('staff').select('id').where('usuario', '=', 'forged').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a user name taken, whatever its case', async () => {
    const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner2', 'owner'));
    const answer = await post('invite', { user: 'SOFIA', name: 'X', role: 'warehouse' }, owner);
    expect(answer.statusCode).toBe(409);
  });

  it('a link 72 hours old no longer sets a password', async () => {
    // Set once the link exists: 72 hours and a second after it was made, however long making it took.
    let later = new Date();
    const other = await createTestApp({ testDatabase: t.testDatabase, now: () => later });
    try {
      const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner3', 'owner'));
      const invite = await post('invite', { user: 'late', name: 'Late', role: 'sales' }, owner);
      const token = tokenOf((invite.json() as { link: string }).link);
      later = new Date(Date.now() + 72 * 3_600_000 + 1000);
      const answer = await post('password', { token, password: 'late-password-1' }, {}, other.app);
      expect(answer.statusCode).toBe(410);
    } finally {
      await other.close();
    }
  });

  it('the audit log cannot be edited or emptied', async () => {
    await expect(t.database.db.updateTable('auditoria').set({ usuario: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.db.deleteFrom('auditoria').execute()).rejects.toThrow(/append-only/);
  });
});

describe('owners in production', () => {
  it('must turn TOTP on before anything else (the demo’s account excepted)', async () => {
    const prod = await createTestApp({ testDatabase: t.testDatabase, config: { env: 'production' } });
    try {
      const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'prod-owner', 'owner'));
      expect(
        (await prod.app.inject({ method: 'GET', url: staffApiPath('team'), headers: owner })).statusCode,
      ).toBe(403);
      const me = await prod.app.inject({ method: 'GET', url: staffApiPath('me'), headers: owner });
      expect(me.json()).toMatchObject({ staff: { mustEnrol: true } });
      const demo = await post('login', { user: 'demo-staff', password: 'demo-2026' }, {}, prod.app);
      expect(
        (await prod.app.inject({ method: 'GET', url: staffApiPath('team'), headers: cookieOf(demo) }))
          .statusCode,
      ).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('per-name sign-in throttle, as the shop’s', () => {
  it('after five failures on a name, from any addresses, the right password waits too; a success forgets them; the owner’s browser is not held', async () => {
    await t.database.db.deleteFrom('intentos_login').execute();
    let clock = new Date('2026-12-07T12:00:00Z');
    const throttled = await createTestApp({
      testDatabase: t.testDatabase,
      config: { loginRateLimit: 1000 },
      now: () => clock,
    });
    let sent = 0;
    const attempt = (user: string, password: string, cookie?: string) =>
      throttled.app.inject({
        method: 'POST',
        url: staffApiPath('login'),
        payload: { user, password },
        remoteAddress: `10.50.${sent % 40}.${1 + Math.floor(sent++ / 40)}`,
        headers: cookie ? { cookie } : {},
      });
    const expectWait = (answer: Awaited<ReturnType<typeof attempt>>, seconds: number) => {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe(String(seconds));
      expect(answer.json()).toEqual({ Status: false, Msj: tooManyFailures(seconds) });
      expect(answer.headers['set-cookie']).toBeUndefined();
    };
    const unique = Math.random().toString(36).slice(2, 8);
    const [tomas, teresa] = [`tomas-${unique}`, `teresa-${unique}`] as const;
    try {
      await addStaff(t.database.db, tomas, 'sales');
      await addStaff(t.database.db, teresa, 'sales');
      const first = await attempt(tomas, STAFF_PASSWORD);
      const proof = [first.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith(`${STAFF_DEVICE_COOKIE}=`));
      expect(proof).toMatch(/Path=\/staff\/api\/login(;|$)/);
      expect(proof).toMatch(/HttpOnly/i);
      // A stranger's five failures, whatever the spelling of the name, put it in a wait.
      for (const name of [tomas, tomas.toUpperCase(), ` ${tomas}`, tomas, tomas]) {
        expect((await attempt(name, 'adivinada')).statusCode).toBe(401);
      }
      expectWait(await attempt(tomas, STAFF_PASSWORD), 30);
      // Another member, and a customer's login, are not held by it.
      expect((await attempt(teresa, STAFF_PASSWORD)).statusCode).toBe(200);
      expect((await throttled.login('demo1')).Terceroid).toBe(1001);
      // The browser that signed in as the name before is let in at once.
      expect((await attempt(tomas, STAFF_PASSWORD, proof?.split(';', 1)[0])).statusCode).toBe(200);
      // After the wait the right password works from anywhere, and the failures are forgotten.
      clock = new Date(clock.getTime() + 30_000);
      expect((await attempt(tomas, STAFF_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await attempt(tomas, `adivinada-${i}`)).statusCode).toBe(401);
      expectWait(await attempt(tomas, STAFF_PASSWORD), 30);
    } finally {
      await throttled.close();
    }
  });
});

describe('an owner manages the staff accounts', () => {
  const change = (headers: { cookie: string }, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: staffApiPath('member', id), headers, payload });
  const me = (headers: { cookie: string }) =>
    t.app.inject({ method: 'GET', url: staffApiPath('me'), headers });
  const updatesOf = async (user: string) =>
    (
      await t.database.db
        .selectFrom('auditoria')
        .select(['usuario', 'antes', 'despues'])
        .where('entidad_id', '=', user)
        .where('accion', '=', 'staff.update')
        .orderBy('id')
        .execute()
    ).map((a) => [a.usuario, a.antes, a.despues]);

  it('changes a member’s role; turned off, its session stops answering at once and it cannot sign in; audited', async () => {
    const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner-team', 'owner'));
    const marta = await addStaff(t.database.db, 'marta', 'sales');
    const session = await staffCookie(t.database.db, marta);
    const moved = await change(owner, marta, { role: 'warehouse' });
    expect(moved.json()).toMatchObject({
      Status: true,
      member: { user: 'marta', role: 'warehouse', active: true },
    });
    expect((await me(session)).json()).toMatchObject({ staff: { role: 'warehouse' } });

    expect((await change(owner, marta, { active: false })).json()).toMatchObject({
      member: { active: false },
    });
    expect((await me(session)).statusCode).toBe(401);
    expect((await signIn('marta', STAFF_PASSWORD)).statusCode).toBe(401);
    const team = await t.app.inject({ method: 'GET', url: staffApiPath('team'), headers: owner });
    expect(team.json()).toMatchObject({
      members: expect.arrayContaining([expect.objectContaining({ user: 'marta', active: false })]),
    });

    expect((await change(owner, marta, { active: true })).statusCode).toBe(200);
    expect((await signIn('marta', STAFF_PASSWORD)).json()).toMatchObject({ staff: { role: 'warehouse' } });
    expect(await updatesOf('marta')).toEqual([
      ['owner-team', { role: 'sales' }, { role: 'warehouse' }],
      ['owner-team', { active: true }, { active: false }],
      ['owner-team', { active: false }, { active: true }],
    ]);
  });

  it('refuses bad input and an unknown member, in the envelope', async () => {
    const owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'owner-input', 'owner'));
    const empty = await change(owner, 1, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ Status: false, Msj: expect.stringContaining('indique el rol') });
    expect((await change(owner, 1, { role: 'boss' })).statusCode).toBe(400);
    const unknown = await change(owner, 999_999, { role: 'sales' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Status: false, Msj: NO_SUCH_MEMBER });
  });

  it('refuses to demote or turn off the last owner who can sign in, and changes nothing', async () => {
    await t.database.db.updateTable('staff').set({ activo: false }).where('rol', '=', 'owner').execute();
    const last = await addStaff(t.database.db, 'last-owner', 'owner');
    // An owner invited but without a password yet cannot run the shop: it does not count.
    await addStaff(t.database.db, 'invited-owner', 'owner', { password: null });
    const owner = await staffCookie(t.database.db, last);
    for (const payload of [{ role: 'sales' }, { active: false }, { role: 'warehouse', active: false }]) {
      const refused = await change(owner, last, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ Status: false, Msj: LAST_OWNER });
    }
    expect((await me(owner)).json()).toMatchObject({ staff: { user: 'last-owner', role: 'owner' } });
    expect(await updatesOf('last-owner')).toEqual([]);

    // With a second owner who can sign in, the first may step down.
    await addStaff(t.database.db, 'second-owner', 'owner');
    expect((await change(owner, last, { role: 'sales' })).json()).toMatchObject({
      member: { role: 'sales' },
    });
    expect(await updatesOf('last-owner')).toEqual([['last-owner', { role: 'owner' }, { role: 'sales' }]]);
  });
});
