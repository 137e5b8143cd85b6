// A person of a demo customer, as a company's administrator makes one (docs/decisions/0040): invited by the
// customer's own login, their password set with the invitation's link (read from the outbox), logged in.
import { companyPaths, paths, personSavedResponse, type Session } from '@mostrador/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { AccountTokens } from '../mail/account-tokens';
import { TEST_SECRET, type TestApp } from './app';
import { apiPost } from './fixtures';

export const PERSON_PASSWORD = 'clave-segura-1';

export interface TestPerson {
  id: number;
  email: string;
  session: Session;
}

/** A queued message with a link (an invitation, a reset): its row, and the link's token (the server's secret). */
export type LinkMail = Awaited<ReturnType<typeof mailTo>>[number];

/** The mail queued for `email`, oldest first; on each, the token of its link (empty when it has none). */
export async function mailTo(db: Database, email: string) {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
  const tokens = new AccountTokens(TEST_SECRET);
  return rows.map((row) => {
    const { tokenId } = row.data as { tokenId?: string };
    return { ...row, token: tokenId === undefined ? '' : tokens.tokenOf(tokenId) };
  });
}

/** The newest invitation queued for `email`. */
export async function lastInvitationTo(db: Database, email: string): Promise<LinkMail> {
  const invitation = (await mailTo(db, email)).findLast((m) => m.kind === 'invitation');
  if (!invitation) throw new Error(`no invitation to ${email}`);
  return invitation;
}

/** Invites `email` with `invitation` (Nombre, Rol, Sucursales, limits...) as `by`, and logs the person in. */
export async function invitedPerson(
  t: TestApp,
  by: Session,
  email: string,
  invitation: Record<string, unknown>,
): Promise<TestPerson> {
  const invited = await apiPost(t, companyPaths.invite, { Correo: email, ...invitation }, by);
  expect(invited.statusCode, invited.body).toBe(200);
  const id = personSavedResponse.parse(invited.json()).Datos?.personaid ?? 0;
  const { token } = await lastInvitationTo(t.database.db, email);
  const set = await apiPost(t, paths.establecerContrasena, { token, contrasena: PERSON_PASSWORD });
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
