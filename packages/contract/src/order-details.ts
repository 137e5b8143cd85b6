import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { envelope, wireAnswer } from './envelope';
import { note, REFERENCE_PATTERN, reference } from './text';

/**
 * The purchase order's details of an order (issue 51), the shop's own keys beside the ERP's (DESIGN.md lets us
 * add keys; the ERP's clients never send them): the buyer's purchase-order number, the requested delivery
 * date (a working day from the next one on, packages/domain's delivery-date.ts) and the delivery method (one
 * of DELIVERY_METHODS, by its code). All optional on the wire: '' when absent; the server says when the
 * customer must give a purchase-order number.
 */
export const orderDetailLimits = { purchaseOrder: 40, method: 30 } as const;
/** What a purchase-order number may hold (one line: letters, digits, spaces and `. / # _ -`). */
export const purchaseOrderPattern = REFERENCE_PATTERN;

/** `YYYY-MM-DD`, or absent, null or '' for none (then ''). */
function requestedDate() {
  return zod.pipe(
    zod.nullish(
      zod
        .string({ error: 'FechaEntrega debe ser una fecha AAAA-MM-DD' })
        .check(
          zod.trim(),
          zod.regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'FechaEntrega debe ser una fecha AAAA-MM-DD' }),
        ),
    ),
    zod.transform((v) => v ?? ''),
  );
}

/** The keys an order body takes for its details (spread into both order bodies). */
export function orderDetailFields() {
  return {
    OrdenCompra: reference(orderDetailLimits.purchaseOrder, 'OrdenCompra (número de orden de compra)'),
    FechaEntrega: requestedDate(),
    MetodoEntrega: note(orderDetailLimits.method, 'MetodoEntrega'),
  };
}

/** The shop's own: what the checkout offers and asks for the session's customer (or a guest). */
export const opcionesPedido = deferred(() =>
  zod.object({
    /** The delivery methods offered (none or one: no choice is shown, none is sent). */
    MetodosEntrega: zod.array(zod.object({ Codigo: zod.string(), Descripcion: zod.string() })),
    /** The customer gives a purchase-order number with each order (a setting of the customer's). */
    OrdenCompraObligatoria: zod.boolean(),
    /** The earliest delivery date that may be asked for (the next working day in the shop's time zone). */
    FechaEntregaMinima: zod.string(),
  }),
);
export type OpcionesPedido = zod.infer<typeof opcionesPedido>;
export const opcionesPedidoResponse = deferred(() => envelope(opcionesPedido));
export const opcionesPedidoAnswer = wireAnswer(opcionesPedidoResponse, (a) => a.Datos);
