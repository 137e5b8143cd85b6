import type { ReportLanguage } from '@mostrador/contract';
import type { CustomerBody, CustomerDetail, CustomerRow } from '@mostrador/contract/console';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import { accountStatement, checkStatementRange } from '../../db/read-models/account-statement';
import type { LedgerSource } from '../../db/read-models/ledger';
import { createActingSession } from '../../db/sessions';
import type { SessionStaff } from '../../db/staff-sessions';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { nullableNumericToMinor, numericToMinor } from '../../lib/money';
import { AccountTokens } from '../../mail/account-tokens';
import type { CustomerDeskRepository, CustomerFilter } from './repository';

export const NO_SUCH_CUSTOMER = 'No existe ese cliente';
export const ERP_OWNS_CUSTOMERS = 'Con el ERP conectado, los clientes los lleva el ERP';
export const CUSTOMER_USER_TAKEN = 'Ya existe un cliente con ese usuario';
export const UNKNOWN_CITY = 'La ciudad de la sucursal no existe';
export const NOT_ITS_BRANCH = 'Esa sucursal no es de este cliente';
export const NO_EMAIL = 'El cliente no tiene correo en su sucursal principal';
export const NO_BRANCH = 'El cliente no tiene sucursales: agregue una antes de pedir por él';

/** How long a customer's link to set a password works (issue 50: 72 hours, single use). */
export const CUSTOMER_LINK_MS = 72 * 3_600_000;

type Head = NonNullable<Awaited<ReturnType<CustomerDeskRepository['customer']>>>['head'];

function rowOf(head: Head): CustomerRow {
  return {
    id: head.id,
    name: head.nombre,
    nit: `${head.nit}-${head.dv}`,
    user: head.usuario,
    priceLevel: head.priceLevel,
    creditLimit: nullableNumericToMinor(head.cupo_credito),
    creditBlocked: head.bloqueo_credito,
    purchaseOrderRequired: head.purchaseOrderRequired,
    hasPassword: head.con_clave,
    email: head.correo,
  };
}

/** What the audit keeps of a customer: its editable fields, in the app's words. */
const audited = (c: CustomerDetail) => ({
  name: c.name,
  nit: c.taxId,
  dv: c.dv,
  phone: c.phone,
  user: c.user,
  priceLevel: c.priceLevel,
  creditLimit: c.creditLimit,
  creditBlocked: c.creditBlocked,
  purchaseOrderRequired: c.purchaseOrderRequired,
  branches: c.branches.map((b) => ({
    id: b.id,
    name: b.name,
    address: b.address,
    cityId: b.cityId,
    email: b.email,
  })),
});

type OrderRow = Awaited<ReturnType<CustomerDeskRepository['orders']>>['rows'][number];
const orderOf = (r: OrderRow) => ({
  id: r.id,
  number: `${r.prefijo}-${r.numero}`,
  date: r.fecha.toISOString(),
  origin: r.origen,
  total: numericToMinor(r.total),
  state: r.estado,
});

export interface LinkMailing {
  language: ReportLanguage;
  /** PUBLIC_URL, else the request's own origin. */
  origin: string;
}

/**
 * Mails the customer a single-use link to set a password (an invitation while it has none, else a reset),
 * queued with its audit row in one transaction; earlier links of the customer stop working.
 */
async function sendLink(
  deps: { db: Database; tokens: AccountTokens; now: () => Date; customer: () => Promise<CustomerDetail> },
  staff: SessionStaff,
  id: number,
  mailing: LinkMailing,
) {
  const customer = await deps.customer();
  if (!customer.email.includes('@')) throw badRequest(NO_EMAIL);
  const kind = customer.hasPassword ? ('password-reset' as const) : ('invitation' as const);
  const at = deps.now();
  const expires = await deps.db.transaction().execute(async (trx) => {
    const expiresAt = await deps.tokens.mail(
      trx,
      { purpose: kind, subject: `customer:${id}`, now: at, lifetimeMs: CUSTOMER_LINK_MS },
      { ...mailing, to: customer.email, name: customer.name, user: customer.user ?? '' },
    );
    await recordAudit(
      trx,
      {
        staff,
        action: kind === 'invitation' ? 'customer.invite' : 'customer.reset',
        entity: 'customer',
        entityId: id,
        before: { hasPassword: customer.hasPassword },
        after: { link: 'sent', to: customer.email, expires: expiresAt },
      },
      at,
    );
    return expiresAt;
  });
  return { kind, to: customer.email, expires };
}

/** The staff session a customer session acting for it hangs on: its id and end. */
export interface StaffSessionRef {
  id: string;
  expiresAt: Date;
}

/**
 * A session of the customer (its main branch, its price level) acting for it from this staff session
 * (decision 0041), audited as `customer.act`.
 */
async function actFor(
  deps: { db: Database; now: () => Date; customer: () => Promise<CustomerDetail> },
  staff: SessionStaff,
  id: number,
  staffSession: StaffSessionRef,
) {
  const customer = await deps.customer();
  const branch = customer.branches.find((b) => b.main) ?? customer.branches[0];
  if (!branch) throw badRequest(NO_BRANCH);
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const opened = await createActingSession(
      trx,
      { customerId: id, branchId: branch.id, priceLevel: customer.priceLevel },
      { staffId: staff.id, staffSessionId: staffSession.id, staffSessionEnds: staffSession.expiresAt },
      at,
    );
    const after = { acting: true, until: opened.expiresAt.toISOString() };
    const entry = { staff, action: 'customer.act', entity: 'customer', entityId: id, before: null, after };
    await recordAudit(trx, entry, at);
    return opened;
  });
}

export function createCustomerDeskService(
  repository: CustomerDeskRepository,
  db: Database,
  options: { now: () => Date; erpMode: boolean; secret: string; ledger?: LedgerSource | undefined },
) {
  const { now, erpMode } = options;
  const tokens = new AccountTokens(options.secret);

  async function detail(
    id: number,
    trx: Parameters<CustomerDeskRepository['customer']>[1] = db,
  ): Promise<CustomerDetail> {
    const found = await repository.customer(id, trx);
    if (!found) throw notFound(NO_SUCH_CUSTOMER);
    return {
      ...rowOf(found.head),
      taxId: found.head.nit,
      dv: found.head.dv,
      phone: found.head.telefono,
      branches: found.branches.map((b) => ({
        id: b.id,
        name: b.nombre,
        address: b.direccion,
        cityId: b.ciudad_id,
        city: b.ciudad ?? '',
        email: b.correo,
        main: b.principal,
      })),
    };
  }

  /** Writes a customer's fields and branches (new: `id` undefined), audited before → after. */
  async function save(staff: SessionStaff, id: number | undefined, body: CustomerBody): Promise<number> {
    if (erpMode) throw new HttpError(409, ERP_OWNS_CUSTOMERS);
    const before = id === undefined ? null : audited(await detail(id));
    return db.transaction().execute(async (trx) => {
      if (await repository.userTaken(trx, body.user, id)) throw new HttpError(409, CUSTOMER_USER_TAKEN);
      for (const branch of body.branches)
        if (!(await repository.cityExists(trx, branch.cityId))) throw badRequest(UNKNOWN_CITY);
      const saved = id ?? (await repository.insert(trx, body));
      if (id !== undefined) await repository.update(trx, id, body);
      if (!(await repository.saveBranches(trx, saved, body.branches))) throw badRequest(NOT_ITS_BRANCH);
      const after = audited(await detail(saved, trx));
      await recordAudit(
        trx,
        {
          staff,
          action: id === undefined ? 'customer.create' : 'customer.edit',
          entity: 'customer',
          entityId: saved,
          before,
          after,
        },
        now(),
      );
      return saved;
    });
  }

  return {
    async list(filter: CustomerFilter) {
      const { rows, total } = await repository.list(filter);
      return { customers: rows.map(rowOf), total };
    },
    detail: (id: number) => detail(id),
    async cities() {
      const rows = await repository.cities();
      return rows.map((c) => ({ id: c.id, name: c.nombre, department: c.departamento }));
    },
    create: (staff: SessionStaff, body: CustomerBody) => save(staff, undefined, body),
    edit: (staff: SessionStaff, id: number, body: CustomerBody) =>
      save(staff, id, body).then(() => undefined),

    sendLink: (staff: SessionStaff, id: number, mailing: LinkMailing) => {
      if (erpMode) throw new HttpError(409, ERP_OWNS_CUSTOMERS);
      return sendLink({ db, tokens, now, customer: () => detail(id) }, staff, id, mailing);
    },

    act: (staff: SessionStaff, id: number, staffSession: StaffSessionRef) =>
      actFor({ db, now, customer: () => detail(id) }, staff, id, staffSession),

    async orders(id: number, page: number, pageSize: number) {
      await detail(id);
      const { rows, total } = await repository.orders(id, page, pageSize);
      return { total, orders: rows.map(orderOf) };
    },

    async statement(id: number, from: string | undefined, to: string | undefined) {
      const statement = await accountStatement(db, id, checkStatementRange(from, to), options.ledger);
      if (!statement) throw notFound(NO_SUCH_CUSTOMER);
      const { customer: _, ...rest } = statement;
      return rest;
    },
  };
}
export type CustomerDeskService = ReturnType<typeof createCustomerDeskService>;
