import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { emailAddress } from '../email';
import { reportLanguage } from '../orders';
import { queryDate, queryInt, queryText } from '../query';
import { requiredText } from '../text';
import { okWith } from './answer';
import { cents } from './cents';
import { listPage, pageFields, sortedPageFields } from './list-query';
import { orderState } from './orders';

/** The customers' list: sorted by the server on one of these. */
export const customerSorts = ['name', 'nit', 'level', 'credit'] as const;
export type CustomerSort = (typeof customerSorts)[number];

export const customerListQuery = deferred(() =>
  zod.object({
    /** Part of the name, NIT, login or a branch's e-mail. */
    q: queryText(100),
    level: queryInt({ min: 1, max: 5 }),
    ...sortedPageFields(customerSorts),
  }),
);
export type CustomerListQuery = zod.input<typeof customerListQuery>;

export const customerRow = deferred(() =>
  zod.object({
    id: zod.int(),
    name: zod.string(),
    /** NIT with its check digit: `900123456-7`. */
    nit: zod.string(),
    user: zod.nullable(zod.string()),
    /** 1..5: the PrecioN the customer buys at. */
    priceLevel: zod.int(),
    /** Integer minor units; null: no limit. */
    creditLimit: zod.nullable(zod.int()),
    /** Orders past the credit left or with overdue invoices are refused (else the checkout only warns). */
    creditBlocked: zod.boolean(),
    /** Its orders need a purchase-order number (issue 51). */
    purchaseOrderRequired: zod.boolean(),
    /** False until the customer has set a password (an invitation not used yet). */
    hasPassword: zod.boolean(),
    /** The main branch's e-mail (where invitations go). */
    email: zod.string(),
  }),
);
export type CustomerRow = zod.infer<typeof customerRow>;
export const customerListResponse = deferred(() =>
  listPage('customers', customerRow, {
    /** With an ERP the ERP keeps the customers: the console only shows them. */
    erpMode: zod.boolean(),
  }),
);

const cityId = deferred(() => requiredText(10, 'la ciudad'));
export const branchInput = deferred(() =>
  zod.object({
    /** An existing branch's id; absent: a new branch. */
    id: zod.optional(zod.int()),
    name: requiredText(100, 'el nombre de la sucursal'),
    address: requiredText(200, 'la dirección'),
    cityId,
    email: emailAddress,
  }),
);
export type BranchInput = zod.infer<typeof branchInput>;

export const customerBody = deferred(() =>
  zod.object({
    name: requiredText(100, 'el nombre'),
    nit: zod
      .string({ error: 'el NIT es obligatorio' })
      .check(zod.trim(), zod.regex(/^\d{5,15}$/, { error: 'el NIT tiene de 5 a 15 dígitos' })),
    dv: zod
      .string({ error: 'el dígito de verificación es obligatorio' })
      .check(zod.trim(), zod.regex(/^\d$/, { error: 'el dígito de verificación es un dígito' })),
    phone: requiredText(30, 'el teléfono'),
    user: zod.string({ error: 'el usuario es obligatorio' }).check(
      zod.trim(),
      zod.regex(/^[A-Za-z0-9._@-]{3,60}$/, {
        error: 'el usuario admite de 3 a 60 letras, dígitos, . - _ o @',
      }),
    ),
    priceLevel: zod
      .int({ error: 'el nivel de precio va de 1 a 5' })
      .check(
        zod.gte(1, { error: 'el nivel de precio va de 1 a 5' }),
        zod.lte(5, { error: 'el nivel de precio va de 1 a 5' }),
      ),
    /** Integer minor units; null: no limit. */
    creditLimit: zod.nullable(cents('el cupo de crédito', 99_999_999_999_99)),
    creditBlocked: zod.boolean({ error: 'el bloqueo de crédito es sí o no' }),
    /** Its orders need a purchase-order number (absent: left as it is; a new customer: no). */
    purchaseOrderRequired: zod.optional(zod.boolean({ error: 'la orden de compra obligatoria es sí o no' })),
    /** The first is the main branch (invitations go to its e-mail); a branch left out is kept. */
    branches: zod
      .array(branchInput)
      .check(
        zod.minLength(1, { error: 'el cliente necesita al menos una sucursal' }),
        zod.maxLength(50, { error: 'como máximo 50 sucursales' }),
      ),
  }),
);
export type CustomerBody = zod.infer<typeof customerBody>;
export type CustomerBodyInput = zod.input<typeof customerBody>;

export const customerDetail = deferred(() =>
  zod.extend(customerRow, {
    taxId: zod.string(),
    dv: zod.string(),
    phone: zod.string(),
    branches: zod.array(
      zod.object({
        id: zod.int(),
        name: zod.string(),
        address: zod.string(),
        cityId: zod.string(),
        city: zod.string(),
        email: zod.string(),
        main: zod.boolean(),
      }),
    ),
  }),
);
export type CustomerDetail = zod.infer<typeof customerDetail>;
export const customerDetailResponse = deferred(() =>
  okWith({ customer: customerDetail, erpMode: zod.boolean() }),
);

/** Sends the customer a link to set a password (an invitation, or a reset when it has one), in `language`. */
export const customerInviteBody = deferred(() => zod.object({ language: reportLanguage }));
export const customerInviteResponse = deferred(() =>
  okWith({
    /** invitation: no password yet; password-reset: it had one. */
    kind: zod.enum(['invitation', 'password-reset']),
    to: zod.string(),
    expires: zod.string(),
  }),
);

/** A session of the customer for this browser's shop, acting for them (decision 0041): until `expires`. */
export const customerActResponse = deferred(() => okWith({ expires: zod.string() }));

export const customerOrdersQuery = deferred(() => zod.object(pageFields()));
export const customerOrdersResponse = deferred(() =>
  okWith({
    total: zod.int(),
    orders: zod.array(
      zod.object({
        id: zod.int(),
        number: zod.string(),
        date: zod.string(),
        /** Where it came from: web (the shop), or the ERP's own. */
        origin: zod.string(),
        total: zod.int(),
        state: orderState,
      }),
    ),
  }),
);

export const customerStatementQuery = deferred(() => zod.object({ from: queryDate(), to: queryDate() }));
export const customerStatementResponse = deferred(() =>
  okWith({
    from: zod.string(),
    to: zod.string(),
    opening: zod.int(),
    moves: zod.array(
      zod.object({
        date: zod.string(),
        kind: zod.enum(['factura', 'recibo']),
        document: zod.string(),
        debit: zod.int(),
        credit: zod.int(),
        balance: zod.int(),
      }),
    ),
    invoiced: zod.int(),
    received: zod.int(),
    closing: zod.int(),
  }),
);
export type CustomerStatement = zod.infer<typeof customerStatementResponse>;

/** The cities a branch may be in (DANE codes), with their department, by department and name. */
export const citiesResponse = deferred(() =>
  okWith({
    cities: zod.array(zod.object({ id: zod.string(), name: zod.string(), department: zod.string() })),
  }),
);
