import { emptyGuestForm, GUEST_FIELDS, type GuestForm } from './guest-fields';

/**
 * What the customer has typed at the checkout and not sent yet: the guest's details and the order note.
 * It is kept in session storage (this tab only, gone with it), so going back to the cart, a reload, or a
 * session that expired and the login again in this tab (an expiry clears local storage only) loses
 * nothing; it is dropped once the order is created, and at logout. An unreadable draft starts empty.
 * It is stored with the customer it was typed for (a guest's: null), and a customer's draft is shown to
 * that customer only: after an expiry another customer may log in in the same tab.
 */
export interface CheckoutDraft {
  guest: GuestForm;
  note: string;
}

const DRAFT_KEY = 'mostrador.checkout-draft.v1';
/** Longer than any field the checkout accepts; a longer text is not one this page wrote. */
const MAX_TEXT = 2000;

export const emptyDraft: CheckoutDraft = { guest: emptyGuestForm, note: '' };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

function isEmpty({ guest, note }: CheckoutDraft): boolean {
  return note === '' && GUEST_FIELDS.every((field) => guest[field] === '');
}

/** The draft typed in this tab by `customer` (a terceroid; null: a guest), or by a guest. */
export function readDraft(customer: number | null): CheckoutDraft {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null || !('guest' in raw) || !('note' in raw)) return emptyDraft;
    const { guest, note } = raw;
    const typedFor = 'customer' in raw ? raw.customer : null;
    if (typedFor !== null && typedFor !== customer) return emptyDraft;
    if (!isText(note) || typeof guest !== 'object' || guest === null) return emptyDraft;
    const fields = new Map(Object.entries(guest));
    const form = { ...emptyGuestForm };
    for (const field of GUEST_FIELDS) {
      const value = fields.get(field);
      if (!isText(value)) return emptyDraft;
      form[field] = value;
    }
    return { guest: form, note };
  } catch {
    return emptyDraft;
  }
}

/** Keeps what `customer` (a terceroid; null: a guest) has typed. */
export function saveDraft(draft: CheckoutDraft, customer: number | null): void {
  try {
    if (isEmpty(draft)) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, customer }));
  } catch {
    // storage full or disabled: the draft lives as long as the page
  }
}

export function clearDraft(): void {
  saveDraft(emptyDraft, null);
}
