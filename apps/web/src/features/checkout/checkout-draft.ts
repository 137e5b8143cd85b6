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

/** The draft kept in this tab and whom it was typed for (null: a guest); null: none, or not this page's. */
function readKept(): { customer: unknown; draft: CheckoutDraft } | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null || !('guest' in raw) || !('note' in raw)) return null;
    const { guest, note } = raw;
    if (!isText(note) || typeof guest !== 'object' || guest === null) return null;
    const fields = new Map(Object.entries(guest));
    const form = { ...emptyGuestForm };
    for (const field of GUEST_FIELDS) {
      const value = fields.get(field);
      if (!isText(value)) return null;
      form[field] = value;
    }
    // (A draft stored before drafts said whose they were: a guest's.)
    return { customer: 'customer' in raw ? raw.customer : null, draft: { guest: form, note } };
  } catch {
    return null;
  }
}

/** A draft typed for `typedFor` is another customer's than `customer` (a guest's is anyone's). */
const anotherCustomers = (typedFor: unknown, customer: number | null): boolean =>
  typedFor !== null && typedFor !== customer;

/** The draft typed in this tab by `customer` (its id; null: a guest), or by a guest. */
export function readDraft(customer: number | null): CheckoutDraft {
  const kept = readKept();
  return kept === null || anotherCustomers(kept.customer, customer) ? emptyDraft : kept.draft;
}

/**
 * Keeps what `customer` (its id; null: a guest) has typed. With nothing typed, the draft goes, unless it
 * is another customer's (which this page never showed).
 */
export function saveDraft(draft: CheckoutDraft, customer: number | null): void {
  try {
    if (!isEmpty(draft)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, customer }));
    else {
      const kept = readKept();
      if (kept === null || !anotherCustomers(kept.customer, customer)) sessionStorage.removeItem(DRAFT_KEY);
    }
  } catch {
    // storage full or disabled: the draft lives as long as the page
  }
}

/** Drops the draft, whoever's it is (the order is created). */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage disabled: there is no draft to drop
  }
}
