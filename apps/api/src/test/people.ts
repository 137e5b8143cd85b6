// A person of a demo customer, as a company's administrator makes one (docs/decisions/0040): invited by the
// customer's own login, their password set with the invitation's link (read from the outbox), logged in.
import { API_BASE, companyPaths, paths, personSavedResponse, type Session } from '@mostrador/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { AccountTokens } from '../mail/account-tokens';
import { TEST_SECRET, type TestApp } from './app';

export const PERSON_PASSWORD = 'clave-segura-1';

export interface TestPerson {
  id: number;
  email: string;
  session: Session;
}

/** Invites `email` with `invitation` (Nombre, Rol, Sucursales, limits...) as `by`, and logs the person in. */
export async function invitedPerson(
  t: TestApp,
  by: Session,
  email: string,
  invitation: Record<string, unknown>,
): Promise<TestPerson> {
  const post = (path: string, payload: object, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      payload,
      headers: session ? t.bearer(session) : {},
    });
  const invited = await post(companyPaths.invite, { Correo: email, ...invitation }, by);
  expect(invited.statusCode, invited.body).toBe(200);
  const id = personSavedResponse.parse(invited.json()).Datos?.personaid ?? 0;
  const row = await t.database.db
    .selectFrom('mail_outbox')
    .select('data')
    .where('kind', '=', 'invitation')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = new AccountTokens(TEST_SECRET).tokenOf((row.data as { tokenId: string }).tokenId);
  const set = await post(paths.establecerContrasena, { token, contrasena: PERSON_PASSWORD });
  expect(set.statusCode, set.body).toBe(200);
  return { id, email, session: await t.login(email, PERSON_PASSWORD) };
}

/** A product of the demo catalogue every level can order (a price at level 4, no sizes), with plenty in stock. */
export async function stockedProduct(t: TestApp): Promise<number> {
  const db = t.database.db;
  const row = await db
    .selectFrom('productos')
    .select('id')
    .where('activo', '=', true)
    .where('precio4', 'is not', null)
    .where(sql<boolean>`demo->'variation' IS NULL`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('productos').set({ disponible: 10_000 }).where('id', '=', row.id).execute();
  return row.id;
}
