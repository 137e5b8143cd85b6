import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { emailAddress } from './email';
import { envelope, statusAnswer, wireAnswer } from './envelope';
import { orderDetailFields } from './order-details';
import {
  baseQuery,
  bodyInt,
  NO_CONTROL_CHARACTERS,
  queryBool,
  queryInt,
  queryIntRequired,
  queryText,
  queryWith,
} from './query';
import { requiredAs } from './required';
import { note, requiredText } from './text';

/**
 * Orders sent from the shop (PedidoApi) and the printable documents (ReporteApp).
 * The server prices every line at the customer's level: the `Precio` and `Impuesto_porc` the ERP's clients
 * send on each line are read and ignored (zod objects drop unknown keys), like any other price field.
 */

/** Paths under `API_BASE`. */
export const orderPaths = {
  create: 'PedidoApi/PedidoWebCreate',
  createGuest: 'PedidoApi/PedidoWebCreateAnonimo',
  /** Issues a short-lived signed link to a printable document (for an iframe or a new tab). */
  reportLink: 'ReporteApp/Enlace',
  /** The shop's own (not the ERP's): a guest's order, by its number and the e-mail or NIT given with it. */
  lookupGuest: 'PedidoApi/PedidoWebConsultaAnonimo',
  /** The shop's own: a guest's orders placed with an e-mail, mailed to it (each with its printable link). */
  mailGuestOrders: 'PedidoApi/PedidoWebConsultaAnonimoCorreo',
  /** The shop's own: the delivery methods, whether a purchase-order number is required, the earliest date. */
  options: 'PedidoApi/OpcionesPedido',
} as const;

/** The printable documents at the ERP's own addresses: on the host root, not under `apiGold/`. */
export const erpReportPaths = {
  /** `?empresaid&id` (the invoice id) */
  invoice: '/ReporteApp/Factura/ImprimirFactura',
  /** `?empresaid&page&facturaid`: the invoice in the ERP's alternative format (the same document here). */
  invoiceAlternative: '/ReporteApp/Factura/FormatoAlternoVer',
  /** `?empresaid&id` (the order id) */
  order: '/ReporteApp/Pedido/ImprimirPedido',
  /** `?id` (the receipt id) */
  receipt: '/ReporteApp/Recibo/ImprimirRecibo',
} as const;

/**
 * Both order POSTs take this header: a fresh value per checkout attempt (a UUID), the same value on a
 * retry of that attempt. Header names are case-insensitive; Node gives them in lower case. A request
 * without it (the ERP's clients never send one) is de-duplicated by its body for 60 seconds instead.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKey = deferred(() =>
  zod
    .string({ error: 'falta el encabezado Idempotency-Key' })
    .check(
      zod.trim(),
      zod.minLength(8, { error: 'Idempotency-Key debe tener entre 8 y 200 caracteres' }),
      zod.maxLength(200, { error: 'Idempotency-Key debe tener entre 8 y 200 caracteres' }),
      zod.regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key solo admite caracteres ASCII visibles' }),
    ),
);

/** Absolute limits of an order request (the server may configure a lower line count). */
export const orderLimits = {
  maxLines: 200,
  maxQuantity: 100_000,
  orderNote: 500,
  lineNote: 200,
  variationName: 60,
} as const;

/**
 * A place by its DANE code, as text or number ("05", 5), or by its exact name ("Antioquia", as the ERP's
 * form sends it): trimmed text; the server resolves a name to its code.
 */
function placeRef(what: string) {
  return zod.pipe(
    zod.pipe(
      zod.union(
        [
          zod.string(),
          // A code as a number: DANE's codes have at most 8 digits.
          zod
            .int({ error: `${what} debe ser un código o un nombre` })
            .check(
              zod.nonnegative({ error: `${what} debe ser un código o un nombre` }),
              zod.lte(99_999_999, { error: `${what} debe ser un código o un nombre` }),
            ),
        ],
        { error: requiredAs(what, 'un código o un nombre') },
      ),
      zod.transform((v) => String(v).trim()),
    ),
    zod
      .string()
      .check(
        zod.minLength(1, { error: `${what} es obligatorio` }),
        zod.maxLength(80, { error: `${what} admite como máximo 80 caracteres` }),
        zod.regex(NO_CONTROL_CHARACTERS, { error: `${what} contiene caracteres de control` }),
      ),
  );
}

/**
 * One line of an order: which product, how many units, an optional note. Numbers may come as numeric
 * strings; `Precio` and `Impuesto_porc` are dropped (the server prices).
 */
export const pedidoDetalle = deferred(() =>
  zod.object({
    Productoid: bodyInt('Productoid'),
    Cantidad: bodyInt('Cantidad', orderLimits.maxQuantity),
    Observacion: note(orderLimits.lineNote, 'Observacion de la línea'),
    /**
     * The shop's own extension (the ERP's line has no colour or size; DESIGN.md lets us add keys): the colour
     * and size of a product with variations. When both are sent, the line is checked against and taken from
     * that size's own stock too. The ERP's clients never send them ('' when absent).
     */
    Color: note(orderLimits.variationName, 'Color de la línea'),
    Talla: note(orderLimits.variationName, 'Talla de la línea'),
  }),
);
export type PedidoDetalle = zod.output<typeof pedidoDetalle>;

const detalles = deferred(() =>
  zod.array(pedidoDetalle, { error: 'Detalles debe ser una lista de líneas' }).check(
    zod.minLength(1, { error: 'el pedido no tiene líneas' }),
    zod.maxLength(orderLimits.maxLines, {
      error: `el pedido admite como máximo ${orderLimits.maxLines} líneas`,
    }),
  ),
);

/** What both order bodies end with: the order's note, its purchase order's details and its lines. */
function orderContent() {
  return {
    Observacion: note(orderLimits.orderNote, 'Observacion'),
    ...orderDetailFields(),
    Detalles: detalles,
  };
}

/** POST PedidoApi/PedidoWebCreate: a logged-in customer's order, delivered to one of its branches. */
export const pedidoWebCreateBody = deferred(() =>
  zod.object({
    /** The ERP's clients send the customer too: when present it must be the session's own (else 403). */
    Terceroid: zod.optional(bodyInt('Terceroid')),
    Tercerosucid: bodyInt('Tercerosucid'),
    ...orderContent(),
  }),
);
export type PedidoWebCreateBody = zod.input<typeof pedidoWebCreateBody>;
export type PedidoWebCreate = zod.output<typeof pedidoWebCreateBody>;

/** DIAN's check digit of a NIT (modulo 11 with its fixed prime weights, read from the right). */
export function nitCheckDigit(digits: string): number {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  let sum = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((d, i) => {
    sum += Number(d) * (weights[i] ?? 0);
  });
  const r = sum % 11;
  return r > 1 ? 11 - r : r;
}

/**
 * The right check digit when `nit` (dots and spaces allowed) is well formed but its check digit is not that
 * one, else null (no check digit, or the right one, or not a NIT at all): the schema's check, and what the
 * storefront's form names precisely.
 */
export function rightCheckDigit(nit: string): number | null {
  const parts = /^(\d{5,15})-(\d)$/.exec(nit.replace(/[.\s]/g, ''));
  if (!parts?.[1]) return null;
  const right = nitCheckDigit(parts[1]);
  return right === Number(parts[2]) ? null : right;
}

/**
 * A NIT or cédula: 5 to 15 digits, dots and spaces allowed as separators, optionally `-` and the check
 * digit (which must then be right). Normalised to `digits` or `digits-dv`.
 */
export const nit = deferred(() =>
  zod.pipe(
    zod.pipe(
      zod.string({ error: requiredAs('Nit', 'texto') }),
      zod.transform((v) => v.replace(/[.\s]/g, '')),
    ),
    zod.string().check(
      zod.regex(/^\d{5,15}(-\d)?$/, {
        error: 'Nit debe tener de 5 a 15 dígitos, opcionalmente con guion y dígito de verificación',
      }),
      zod.refine((v) => rightCheckDigit(v) === null, {
        error: 'el dígito de verificación del Nit no corresponde',
      }),
    ),
  ),
);

/** 7 to 15 digits, with an optional leading + and spaces, dashes or brackets between them. */
function isPhone(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(v) && digits >= 7 && digits <= 15;
}

/** POST PedidoApi/PedidoWebCreateAnonimo: a guest's order with its contact and delivery details. */
export const pedidoWebCreateAnonimoBody = deferred(() =>
  zod.object({
    /** A guest has no branches: absent, null or 0 (as the ERP's clients send), anything else is refused. */
    Tercerosucid: zod.optional(
      zod.pipe(
        zod.unknown().check(
          zod.refine((v) => v === undefined || v === null || v === 0, {
            error:
              'un pedido de invitado no puede usar una sucursal: inicie sesión para pedir a una sucursal',
          }),
        ),
        zod.transform(() => undefined),
      ),
    ),
    Nit: nit,
    Tercero: requiredText(120, 'Tercero (nombre)'),
    Telefono1: zod
      .string({ error: requiredAs('Telefono1', 'texto') })
      .check(zod.trim(), zod.refine(isPhone, { error: 'Telefono1 debe ser un teléfono de 7 a 15 dígitos' })),
    Direccion: requiredText(200, 'Direccion'),
    Email: emailAddress,
    Ciudad: placeRef('Ciudad'),
    Departamento: placeRef('Departamento'),
    ...orderContent(),
  }),
);
export type PedidoWebCreateAnonimoBody = zod.input<typeof pedidoWebCreateAnonimoBody>;
export type PedidoWebCreateAnonimo = zod.output<typeof pedidoWebCreateAnonimoBody>;

/** The prefix of the orders placed in the shop: an order is shown everywhere as `WEB-<numero>`. */
export const WEB_ORDER_PREFIX = 'WEB';

/** What a created order answers: its id and its number (shown to the customer). */
export const pedidoCreado = deferred(() =>
  zod.object({
    pedidoid: zod.int(),
    numero: zod.int(),
  }),
);
export type PedidoCreado = zod.infer<typeof pedidoCreado>;
export const pedidoCreadoResponse = deferred(() => envelope(pedidoCreado));

/**
 * The colour and size of a line in an answer: the shop's own keys (the ERP's lines have none), absent for a
 * product without them.
 */
export const lineVariation = deferred(() => ({
  Color: zod.optional(zod.string()),
  Talla: zod.optional(zod.string()),
}));

/** A line that lacks stock: what was asked and what there is. */
export const faltanteDisponible = deferred(() =>
  zod.object({
    Productoid: zod.int(),
    Solicitado: zod.int(),
    Disponible: zod.int(),
    /** The colour and size whose own stock is short. */
    ...lineVariation,
  }),
);
export type FaltanteDisponible = zod.infer<typeof faltanteDisponible>;

/**
 * The refusal when stock is short (HTTP 409), in the ERP's shape: `Status: true` says the request was read,
 * `ErrorDisp: true` that nothing was created (no stock taken), `ErrorDips` (sic) lists the short lines.
 */
export const pedidoSinExistencias = deferred(() =>
  zod.object({
    Status: zod.literal(true),
    Msj: zod.string(),
    ErrorDisp: zod.literal(true),
    ErrorDips: zod.array(faltanteDisponible),
  }),
);
export type PedidoSinExistencias = zod.infer<typeof pedidoSinExistencias>;

/** Either answer of both order POSTs (a client parses the body with this, whatever the HTTP status). */
export const pedidoWebCreateResponse = deferred(() =>
  zod.union([pedidoSinExistencias, pedidoCreadoResponse]),
);
export type PedidoWebCreateResponse = zod.infer<typeof pedidoWebCreateResponse>;

/** The languages of the printable documents (fn is French, as the shop names it). */
export const reportLanguages = ['en', 'fn', 'de', 'es'] as const;
export const reportLanguage = deferred(() =>
  zod.enum(reportLanguages, { error: 'lang debe ser en, fn, de o es' }),
);
export type ReportLanguage = zod.infer<typeof reportLanguage>;

export const reportKinds = ['factura', 'pedido', 'recibo'] as const;
/** Where each kind of document is printed (the ERP's address, and ours for the same document). */
export const reportPathOf = {
  factura: erpReportPaths.invoice,
  pedido: erpReportPaths.order,
  recibo: erpReportPaths.receipt,
} as const satisfies Record<(typeof reportKinds)[number], string>;
export const reportKind = deferred(() =>
  zod.enum(reportKinds, { error: 'tipo debe ser factura, pedido o recibo' }),
);
export type ReportKind = zod.infer<typeof reportKind>;

/**
 * What every printable page takes besides the document's id: the language, and a signed link's parts (`tercero`:
 * the customer a signed link to one of the ERP's own documents was made for; the shop keeps no owner of those).
 */
export const printableParams = deferred(() => ({
  lang: zod.pipe(queryText(2), zod.optional(reportLanguage)),
  exp: queryText(20),
  firma: queryText(128),
  tercero: queryInt({ min: 1 }),
}));

/**
 * GET /ReporteApp/Factura/ImprimirFactura, /ReporteApp/Pedido/ImprimirPedido, /ReporteApp/Recibo/ImprimirRecibo
 * `?id=..&lang=..`: a printable HTML page. Authorised by the session (bearer token or cookie), or by
 * `exp` + `firma` of a link from ReporteApp/Enlace.
 */
export const reportQuery = deferred(() =>
  queryWith(baseQuery, { id: queryIntRequired({ min: 1 }), ...printableParams }),
);
export type ReportQuery = zod.input<typeof reportQuery>;

/** GET /ReporteApp/Factura/FormatoAlternoVer?empresaid&page&facturaid: the invoice, named by `facturaid`. */
export const invoiceAlternativeQuery = deferred(() =>
  queryWith(baseQuery, {
    facturaid: queryIntRequired({ min: 1 }),
    page: queryInt({ min: 0 }),
    ...printableParams,
  }),
);
export type InvoiceAlternativeQuery = zod.input<typeof invoiceAlternativeQuery>;

/** GET ReporteApp/Enlace?tipo=factura&id=..&lang=..: a signed link valid for a few minutes. */
export const reportLinkQuery = deferred(() =>
  queryWith(baseQuery, {
    tipo: zod.pipe(queryText(10), reportKind),
    id: queryIntRequired({ min: 1 }),
    lang: zod.pipe(queryText(2), zod.optional(reportLanguage)),
    /** An order the ERP has and the shop does not (`solo_erp` in its record): `id` is the ERP's. */
    solo_erp: queryBool(),
  }),
);
export type ReportLinkQuery = zod.input<typeof reportLinkQuery>;
export const reportLink = deferred(() =>
  zod.object({
    /** Path and query from the host root (`/ReporteApp/...`), usable as an iframe `src`. */
    Url: zod.string(),
    /** When the link stops working (ISO 8601). */
    Expira: zod.string(),
  }),
);
export type ReportLink = zod.infer<typeof reportLink>;
export const reportLinkResponse = deferred(() => envelope(reportLink));
export const reportLinkAnswer = wireAnswer(reportLinkResponse, (a) => a.Datos);

/**
 * POST PedidoApi/PedidoWebConsultaAnonimo (the shop's own): a guest's order looked up by its number (`WEB-12`, or
 * `12`) and the e-mail or NIT given at checkout (`Contacto`). Rate limited like a guest's order; a number that
 * is not a guest's order, or whose e-mail and NIT are others, answers the same 404 "not found".
 */
export const pedidoConsultaBody = deferred(() =>
  zod.object({
    Numero: requiredText(20, 'Numero'),
    Contacto: requiredText(120, 'Contacto (correo o Nit)'),
    /** The language of the printable copy's link. */
    lang: zod.optional(reportLanguage),
  }),
);
export type PedidoConsultaBody = zod.input<typeof pedidoConsultaBody>;

/**
 * POST PedidoApi/PedidoWebConsultaAnonimoCorreo (the shop's own): the guest's orders placed with `Email` are
 * mailed to it. The same answer whether or not there are any (nothing is sent then).
 */
export const pedidoConsultaCorreoBody = deferred(() => zod.object({ Email: emailAddress }));
export type PedidoConsultaCorreoBody = zod.input<typeof pedidoConsultaCorreoBody>;
export const pedidoConsultaCorreoResponse = statusAnswer;

export const pedidoConsultaLinea = deferred(() =>
  zod.object({
    codigo: zod.string(),
    producto: zod.string(),
    /** The line's colour and size, as written on its order ('' for none). */
    observacion: zod.string(),
    cantidad: zod.int(),
    precio: zod.number(),
    subtotal: zod.number(),
  }),
);

/** A guest's order as its buyer sees it: lines, totals, where it goes, and a signed link to its printable copy. */
export const pedidoConsulta = deferred(() =>
  zod.object({
    pedidoid: zod.int(),
    /** `WEB-12`. */
    numero: zod.string(),
    fecha: zod.string(),
    estado: zod.optional(zod.string()),
    Detalles: zod.array(pedidoConsultaLinea),
    vlrbruto: zod.number(),
    impuesto: zod.number(),
    total: zod.number(),
    Entrega: zod.object({
      Tercero: zod.string(),
      Direccion: zod.string(),
      Telefono1: zod.optional(zod.string()),
      Email: zod.optional(zod.string()),
    }),
    Imprimir: reportLink,
  }),
);
export type PedidoConsulta = zod.infer<typeof pedidoConsulta>;
export const pedidoConsultaResponse = deferred(() => envelope(pedidoConsulta));
export const pedidoConsultaAnswer = wireAnswer(pedidoConsultaResponse, (a) => a.Datos);
