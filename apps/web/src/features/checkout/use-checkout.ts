import type { Minor } from '@mostrador/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { OrderDetailsInput } from '../../lib/api';
import { type NewOrder, type PlacedOrder, usePlaceOrderMutation } from './api/place-order';
import { clearDraft, readDraft, saveDraft } from './checkout-draft';
import { type GuestField, type GuestForm, invalidFields } from './guest-fields';
import { endAttempt, keyForAttempt } from './order-attempt';

/** A line of the order, as the cart hands it to the checkout. */
export interface CheckoutLine {
  productId: number;
  name: string;
  code: string;
  /**
   * The line's colour and size codes ('' for none): shown in the reader's words, and sent with the line so the
   * server holds to the size's stock.
   */
  color?: string;
  size?: string;
  quantity: number;
  /** Unit price after the tier rule (priceF). */
  unitPrice: Minor;
  comment: string;
}

/** Why the order was not placed: short of stock, refused, or no answer at all. */
export type Problem =
  | Exclude<PlacedOrder, { kind: 'created' | 'held' }>
  | { kind: 'refused'; msj: string }
  /** No answer at all: the same attempt may be sent again with the same key. */
  | { kind: 'network' }
  | null;

/** The guest's form with one field changed (a new department empties the city). */
export function withGuestField(form: GuestForm, field: GuestField, value: string): GuestForm {
  return { ...form, [field]: value, ...(field === 'Departamento' ? { Ciudad: '' } : {}) };
}

type Placed = Awaited<ReturnType<ReturnType<typeof usePlaceOrderMutation>[0]>>;

/** What an answer to an order attempt means for the page: the problem to show, or null once created. */
function problemOf(placed: Placed): Problem {
  if (placed.error) {
    // No answer: the same attempt (and key) is sent again on the next click.
    if ('status' in placed.error && placed.error.status === 'FETCH_ERROR') return { kind: 'network' };
    endAttempt();
    return { kind: 'refused', msj: 'msj' in placed.error ? placed.error.msj : '' };
  }
  endAttempt();
  return placed.data.kind === 'created' || placed.data.kind === 'held' ? null : placed.data;
}

/**
 * The checkout's state: the guest's form and the note (a draft kept for the customer who opened the page), the
 * customer's branch, and `submit`, which places the order once (a double click sends one request) under the
 * attempt's key, then says what stopped it (`problem`) or what was created (`created`; `onOrdered` runs).
 * `focusField` is handed the first field a guest must mend.
 */
export function useCheckout({
  lines,
  customer,
  onOrdered,
  focusField,
  details,
}: {
  lines: readonly CheckoutLine[];
  customer: { customerId: number; branchId: number } | null;
  onOrdered: () => void;
  focusField: (field: GuestField) => void;
  /** The purchase order's details to send, or null when one of them is wrong (it is marked then). */
  details?: () => OrderDetailsInput | null;
}) {
  // The draft is the customer's who opened the checkout: a session that ends while it is open (its state
  // reset before the page goes) leaves it theirs, not a guest's that anyone could read in this tab.
  const [typedFor] = useState(customer?.customerId ?? null);
  const [draft] = useState(() => readDraft(typedFor));
  const [guest, setGuest] = useState<GuestForm>(draft.guest);
  const [showErrors, setShowErrors] = useState(false);
  const [branch, setBranch] = useState<number | null>(customer?.branchId ?? null);
  const [note, setNote] = useState(draft.note);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [created, setCreated] = useState<{ number: number; guestEmail: string | null } | null>(null);
  // A buyer's order above their limits: asked, not placed; it waits for an approver.
  const [held, setHeld] = useState<Extract<PlacedOrder, { kind: 'held' }> | null>(null);
  const sending = useRef(false);
  const [placeOrder] = usePlaceOrderMutation();
  useEffect(() => {
    if (!created && !held) saveDraft({ guest, note }, typedFor);
  }, [guest, note, created, held, typedFor]);

  const newOrder = (): NewOrder | null => {
    const bad = customer ? [] : invalidFields(guest);
    const given = details ? details() : undefined;
    if (bad[0] !== undefined) {
      setShowErrors(true);
      focusField(bad[0]);
      return null;
    }
    if (given === null) return null;
    const base = { note, lines, ...(given ? { details: given } : {}) };
    if (customer) return branch === null ? null : { ...base, kind: 'customer', branchId: branch };
    return { ...base, kind: 'guest', guest };
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (sending.current) return;
    const order = newOrder();
    if (!order) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    const placed = await placeOrder({ order, idempotencyKey: keyForAttempt(order) });
    sending.current = false;
    setBusy(false);
    const stopped = problemOf(placed);
    setProblem(stopped);
    if (stopped || !placed.data || (placed.data.kind !== 'created' && placed.data.kind !== 'held')) return;
    clearDraft();
    if (placed.data.kind === 'held') setHeld(placed.data);
    else
      setCreated({
        number: placed.data.number,
        guestEmail: order.kind === 'guest' ? order.guest.Email : null,
      });
    onOrdered();
    window.scrollTo({ top: 0 });
  };

  return {
    guest,
    setGuestField: (field: GuestField, value: string) => setGuest((g) => withGuestField(g, field, value)),
    showErrors,
    branch,
    setBranch,
    note,
    setNote,
    busy,
    problem,
    created,
    held,
    submit,
  };
}
