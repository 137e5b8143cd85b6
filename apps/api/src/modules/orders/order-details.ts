// The purchase order's details of an order (issue 51): its purchase-order number (required when the customer
// says so), the requested delivery date (a working day, Monday to Friday, from the next one on: packages/domain)
// and the delivery method (one of DELIVERY_METHODS). Checked before anything is written.
import { deliveryDateProblem, nextWorkingDay } from '@mostrador/domain';
import { unprocessable } from '../../lib/errors';

/** The details as the request gives them (wire codes; '' for none). */
export interface RequestedDetails {
  purchaseOrder: string;
  deliveryDate: string;
  deliveryMethod: string;
}

/** The details as the order keeps them: the method by the name it was offered under. */
export interface OrderDetails {
  purchaseOrder: string;
  deliveryDate: string | null;
  deliveryMethod: string;
}

export const NO_DETAILS: OrderDetails = { purchaseOrder: '', deliveryDate: null, deliveryMethod: '' };

export interface DetailRules {
  /** DELIVERY_METHODS. */
  methods: readonly { code: string; name: string }[];
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: string;
  /** The customer's orders need a purchase-order number. */
  purchaseOrderRequired: boolean;
}

export const PURCHASE_ORDER_REQUIRED =
  'Falta el número de orden de compra: su empresa lo exige en cada pedido';

function checkDate(date: string, today: string): string | null {
  if (date === '') return null;
  const problem = deliveryDateProblem(date, today);
  const earliest = nextWorkingDay(today);
  if (problem === 'invalid') throw unprocessable(`La fecha de entrega ${date} no es una fecha válida`);
  if (problem === 'tooSoon') {
    throw unprocessable(`La fecha de entrega debe ser a partir del próximo día hábil, ${earliest}`);
  }
  if (problem === 'weekend') {
    throw unprocessable(`La fecha de entrega ${date} cae en fin de semana: elija un día de lunes a viernes`);
  }
  if (problem === 'tooFar') throw unprocessable(`La fecha de entrega ${date} está a más de un año`);
  return date;
}

/** A method by its code; none sent: the only one offered, if there is only one. */
function methodName(code: string, methods: DetailRules['methods']): string {
  if (code === '') return methods.length === 1 ? (methods[0]?.name ?? '') : '';
  const method = methods.find((m) => m.code === code);
  if (method) return method.name;
  const offered = methods.map((m) => m.code).join(', ');
  throw unprocessable(
    offered
      ? `El método de entrega «${code}» no existe: elija uno de ${offered}`
      : `El método de entrega «${code}» no existe: el distribuidor no ofrece métodos de entrega`,
  );
}

/** The details to keep on the order, or the refusal (422) that names what is wrong. */
export function checkDetails(requested: RequestedDetails, rules: DetailRules): OrderDetails {
  if (rules.purchaseOrderRequired && requested.purchaseOrder === '') {
    throw unprocessable(PURCHASE_ORDER_REQUIRED);
  }
  return {
    purchaseOrder: requested.purchaseOrder,
    deliveryDate: checkDate(requested.deliveryDate, rules.today),
    deliveryMethod: methodName(requested.deliveryMethod, rules.methods),
  };
}
