// What each kind of message says, as kept in the outbox row (mail_outbox.data, JSON): a snapshot of its cause
// when it happened, in the app's words, amounts in minor units. No password, no session, no usable token: a
// link that needs a secret (a printable page's signature, a password link's token) is made from the server's
// secret when the message is rendered (render.tsx).

/** The shop's public origin the links start with (PUBLIC_URL, else the origin of the request that caused it). */
interface Linked {
  origin: string;
}

export interface OrderLineData {
  code: string;
  name: string;
  /** The line's colour and size, or its note ('' for none). */
  note: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity, before tax. */
  amount: number;
  tax: number;
}

/** The purchase-order number, the requested delivery date (YYYY-MM-DD) and the delivery method's name. */
export interface OrderDetailsData {
  purchaseOrder: string;
  deliveryDate: string;
  deliveryMethod: string;
}

export interface OrderData extends Linked {
  orderId: number;
  /** `WEB-12`. */
  number: string;
  /** ISO 8601. */
  date: string;
  /** Whose order: the customer's id, or 0 for a guest's (the printable link is signed for it). */
  owner: number;
  guest: boolean;
  customer: { name: string; nit: string; email: string; phone: string };
  delivery: { branch: string; address: string; city: string };
  note: string;
  /** The purchase order's details ('' for none; absent in rows queued before they existed). */
  details?: OrderDetailsData;
  lines: OrderLineData[];
  subtotal: number;
  tax: number;
  total: number;
}

/** approved, dispatched, cancelled (with the reason), refused by the ERP (with its short lines). */
export type OrderChange = 'approved' | 'dispatched' | 'cancelled' | 'refused';

export interface ShortLineData {
  code: string;
  name: string;
  requested: number;
  available: number;
}

export interface OrderStateData extends Linked {
  orderId: number;
  number: string;
  owner: number;
  name: string;
  change: OrderChange;
  /** Why it was cancelled or refused ('' for none). */
  reason: string;
  shortLines: ShortLineData[];
}

export interface AccountLinkData extends Linked {
  /** The account_tokens row: the link's token is made from it and the server's secret. */
  tokenId: string;
  /** The page that takes the token, from the origin: `/reset-password` (customers), the console's for staff. */
  path: string;
  name: string;
  /** The login the password is for. */
  user: string;
  /** ISO 8601: when the link stops working. */
  expiresAt: string;
}

export interface OrderLookupData extends Linked {
  /** A guest's orders placed with this e-mail, newest first. */
  orders: { orderId: number; number: string; date: string; total: number }[];
}

/** A buyer's order waiting for approval: held (to the approvers), approved or rejected (to the buyer). */
export interface ApprovalData extends Linked {
  event: 'waiting' | 'approved' | 'rejected';
  requestId: number;
  /** Whom it is written to. */
  name: string;
  /** The buyer who asked. */
  buyer: string;
  /** As asked (waiting, rejected) or as placed (approved). */
  total: number;
  heldFor: 'order' | 'month';
  /** Why it was rejected ('' otherwise). */
  reason: string;
  /** The order placed, `WEB-12` ('' unless approved). */
  number: string;
  /** The unit prices that changed between the request and its approval. */
  changes: { name: string; before: number; after: number }[];
}

export interface MailData {
  /** To the buyer: the order as taken. */
  'order-received': OrderData;
  /** To ORDERS_EMAIL: the same order, with the customer. */
  'order-copy': OrderData;
  'order-state': OrderStateData;
  invitation: AccountLinkData;
  'password-reset': AccountLinkData;
  'order-lookup': OrderLookupData;
  approval: ApprovalData;
}

export type MailKind = keyof MailData;
