import type { InviteBody, MemberBody, StaffMe, TeamMember } from '@mostrador/contract/console';
import { generateSecret, generateURI, verify } from 'otplib';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import { createLoginThrottle, throttledLogin } from '../../db/login-throttle';
import { createStaffSession, type SessionStaff } from '../../db/staff-sessions';
import { badRequest, HttpError, unauthorized } from '../../lib/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { mustEnrol } from '../../plugins/staff-auth';
import type { StaffRepository } from './repository';

export const WRONG_STAFF_CREDENTIALS = 'Usuario o contraseña incorrectos';
export const CODE_REQUIRED = 'Escriba el código de 6 dígitos de su aplicación de autenticación';
export const WRONG_CODE = 'El código no es correcto o ya caducó';
export const USER_TAKEN = 'Ya existe una cuenta del personal con ese usuario';
export const LINK_INVALID = 'El enlace no es válido, ya se usó o caducó: pida uno nuevo';
export const TOTP_ALREADY_ON = 'La verificación en dos pasos ya está activa';
export const TOTP_NOT_STARTED = 'Pida primero el código QR de la verificación en dos pasos';
export const NO_SUCH_MEMBER = 'No existe esa cuenta del personal';
export const LAST_OWNER =
  'Es el último dueño activo: antes de quitarle el rol o desactivarlo, dé el rol de dueño a otra cuenta';

/** A code is accepted 30 s either side of now: an authenticator's clock a little off still signs in. */
const TOLERANCE_S = 30;

/** Sign-in and two-factor set-up. */
function signInService(repository: StaffRepository, db: Database, now: () => Date, production: boolean) {
  const throttle = createLoginThrottle(db, now);
  async function codeMatches(secret: string, code: string): Promise<boolean> {
    const epoch = Math.floor(now().getTime() / 1000);
    const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_S });
    return result.valid;
  }

  async function check(usuario: string, password: string, code: string | undefined) {
    const member = await repository.findByUser(usuario);
    const matches = await verifyPassword(password, member?.password_hash ?? DUMMY_HASH);
    if (!member?.password_hash || !matches) throw unauthorized(WRONG_STAFF_CREDENTIALS);
    if (member.totp_activo && member.totp_secret) {
      if (!code)
        throw new HttpError(401, CODE_REQUIRED, { Status: false, Msj: CODE_REQUIRED, codeRequired: true });
      if (!(await codeMatches(member.totp_secret, code)))
        throw new HttpError(401, WRONG_CODE, { Status: false, Msj: WRONG_CODE, codeRequired: true });
    }
    const session = await createStaffSession(db, member.id, now());
    return { ...session, staffId: member.id };
  }

  return {
    me(staff: SessionStaff): StaffMe {
      return {
        user: staff.usuario,
        name: staff.nombre,
        role: staff.role,
        totpEnabled: staff.totpEnabled,
        mustEnrol: mustEnrol(staff, production),
      };
    },

    /**
     * Checks the password (and the TOTP code when the account has it on): a new staff session. Under the
     * customers' per-name throttle (db/login-throttle.ts), the name kept apart as `staff:<name>`;
     * `knownDevice`: this browser signed in as the name before (lib/login-device.ts).
     */
    login(usuario: string, password: string, code: string | undefined, knownDevice = false) {
      const name = `staff:${usuario.trim()}`;
      return throttledLogin(throttle, name, knownDevice, () => check(usuario, password, code));
    },

    /** A new TOTP secret for the member (not on until a code of it is confirmed). */
    async totpSetup(staff: SessionStaff) {
      if (staff.totpEnabled) throw new HttpError(409, TOTP_ALREADY_ON);
      const secret = generateSecret();
      await repository.setTotp(staff.id, secret, false);
      return { secret, uri: generateURI({ issuer: 'mostrador', label: staff.usuario, secret }) };
    },

    async totpConfirm(staff: SessionStaff, code: string) {
      const member = await repository.findById(staff.id);
      if (!member?.totp_secret) throw badRequest(TOTP_NOT_STARTED);
      if (member.totp_activo) throw new HttpError(409, TOTP_ALREADY_ON);
      if (!(await codeMatches(member.totp_secret, code))) throw badRequest(WRONG_CODE);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('staff').set({ totp_activo: true }).where('id', '=', staff.id).execute();
        await recordAudit(
          trx,
          {
            staff,
            action: 'staff.totp',
            entity: 'staff',
            entityId: staff.usuario,
            before: { totpEnabled: false },
            after: { totpEnabled: true },
          },
          now(),
        );
      });
    },
  };
}

type StaffRow = NonNullable<Awaited<ReturnType<StaffRepository['findById']>>>;
/** A member as the Team page shows it. */
function memberOf(r: StaffRow): TeamMember {
  const { id, totp_activo: totpEnabled } = r;
  return {
    id,
    user: r.usuario,
    name: r.nombre,
    role: r.rol,
    active: r.activo,
    totpEnabled,
    hasPassword: !!r.password_hash,
  };
}

/** What an owner's change does to the member: its role and on/off before and after, the changed ones only. */
function accessChange(member: StaffRow, body: MemberBody) {
  const was = { role: member.rol, active: member.activo };
  const is = { role: body.role ?? was.role, active: body.active ?? was.active };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ['role', 'active'] as const)
    if (was[key] !== is[key]) [before[key], after[key]] = [was[key], is[key]];
  const losesOwner = was.role === 'owner' && was.active && (is.role !== 'owner' || !is.active);
  return { is, before, after, changed: Object.keys(after).length > 0, losesOwner };
}

/** An owner changes a member's role or turns it off or on; the last owner who can sign in stays one. */
function accessService(repository: StaffRepository, db: Database, now: () => Date) {
  return {
    async update(by: SessionStaff, id: number, body: MemberBody): Promise<TeamMember> {
      return db.transaction().execute(async (trx) => {
        const owners = await repository.lockSigningOwners(trx);
        const member = await repository.findForUpdate(trx, id);
        if (!member) throw new HttpError(404, NO_SUCH_MEMBER);
        const change = accessChange(member, body);
        if (!change.changed) return memberOf(member);
        if (change.losesOwner && !owners.some((o) => o !== id)) throw new HttpError(409, LAST_OWNER);
        await repository.setAccess(trx, id, { rol: change.is.role, activo: change.is.active });
        const entry = { staff: by, action: 'staff.update', entity: 'staff', entityId: member.usuario };
        await recordAudit(trx, { ...entry, before: change.before, after: change.after }, now());
        return memberOf({ ...member, rol: change.is.role, activo: change.is.active });
      });
    },
  };
}

/** The staff accounts: invitations, one-time links, passwords. */
function teamService(repository: StaffRepository, db: Database, now: () => Date) {
  async function newLink(member: { id: number; usuario: string }, by: SessionStaff | null, action: string) {
    return db.transaction().execute(async (trx) => {
      const link = await repository.newLink(trx, member.id, now());
      await recordAudit(
        trx,
        {
          staff: by,
          action,
          entity: 'staff',
          entityId: member.usuario,
          before: undefined,
          after: { link: 'issued', expires: link.expires.toISOString() },
        },
        now(),
      );
      return link;
    });
  }

  return {
    /** A new member without a password, and the one-time link to set it. */
    async invite(by: SessionStaff | null, body: InviteBody) {
      const member = await db.transaction().execute(async (trx) => {
        if (await repository.userTaken(trx, body.user)) throw new HttpError(409, USER_TAKEN);
        const { id } = await repository.insert(
          trx,
          { usuario: body.user, nombre: body.name, rol: body.role },
          now(),
        );
        await recordAudit(
          trx,
          {
            staff: by,
            action: 'staff.invite',
            entity: 'staff',
            entityId: body.user,
            before: null,
            after: { user: body.user, name: body.name, role: body.role },
          },
          now(),
        );
        return { id, usuario: body.user };
      });
      return newLink(member, by, 'staff.link');
    },

    async reset(by: SessionStaff, id: number) {
      const member = await repository.findById(id);
      if (!member) throw new HttpError(404, NO_SUCH_MEMBER);
      return newLink(member, by, 'staff.reset');
    },

    /** Sets the password of the link's member (the link then stops working) and ends its sessions. */
    async setPassword(token: string, password: string) {
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const used = await repository.useLink(trx, token, now());
        if (!used) throw new HttpError(410, LINK_INVALID);
        await repository.setPassword(trx, used.staff_id, hash);
        const member = await trx
          .selectFrom('staff')
          .select(['id', 'usuario'])
          .where('id', '=', used.staff_id)
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          {
            staff: member,
            action: 'staff.password',
            entity: 'staff',
            entityId: member.usuario,
            before: null,
            after: { password: 'set' },
          },
          now(),
        );
      });
    },

    async team() {
      return (await repository.list()).map(memberOf);
    },
  };
}

export function createStaffService(
  repository: StaffRepository,
  db: Database,
  now: () => Date,
  production: boolean,
) {
  return {
    ...signInService(repository, db, now, production),
    ...teamService(repository, db, now),
    ...accessService(repository, db, now),
  };
}
