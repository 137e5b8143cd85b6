import { describe, expect, it } from 'vitest';
import { clearDraft, emptyDraft, readDraft, saveDraft } from './checkout-draft';
import { emptyGuestForm } from './guest-fields';

const KEY = 'mostrador.checkout-draft.v1';
const typed = {
  guest: { ...emptyGuestForm, Nit: '900123456', Tercero: 'Ferretería La Esquina', Departamento: '05' },
  note: 'Entregar en la tarde',
};

describe('checkout draft', () => {
  it('gives back what was typed, from session storage', () => {
    saveDraft(typed, null);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ ...typed, customer: null });
    expect(readDraft(null)).toEqual(typed);
  });

  it("gives a customer's draft back to that customer only; a guest's to whoever logs in after", () => {
    saveDraft(typed, 7);
    expect(readDraft(7)).toEqual(typed);
    expect(readDraft(8)).toEqual(emptyDraft);
    expect(readDraft(null)).toEqual(emptyDraft);
    saveDraft(typed, null);
    expect(readDraft(7)).toEqual(typed);
    // A draft stored before drafts said whose they were: a guest's.
    sessionStorage.setItem(KEY, JSON.stringify(typed));
    expect(readDraft(8)).toEqual(typed);
  });

  it("does not erase another customer's draft when it has nothing to keep (the checkout opened by someone else)", () => {
    saveDraft(typed, 7);
    saveDraft(emptyDraft, 8);
    saveDraft(emptyDraft, null);
    expect(readDraft(7)).toEqual(typed);
    saveDraft(emptyDraft, 7);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing once cleared, or when nothing was typed', () => {
    saveDraft(typed, 7);
    clearDraft();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    saveDraft(emptyDraft, 7);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readDraft(7)).toEqual(emptyDraft);
  });

  it.each([
    ['not JSON', '{"guest":'],
    ['not an object', '"text"'],
    ['a field of the wrong type', JSON.stringify({ ...typed, guest: { ...typed.guest, Nit: 900123456 } })],
    ['a missing field', JSON.stringify({ note: '', guest: { Nit: '1' } })],
    ['no note', JSON.stringify({ guest: typed.guest })],
    ['a text too long to be typed here', JSON.stringify({ ...typed, note: 'x'.repeat(5000) })],
  ])('starts empty from a broken draft (%s)', (_, stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(readDraft(null)).toEqual(emptyDraft);
  });

  it('drops fields it does not know', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ ...typed, guest: { ...typed.guest, Precio: 1 } }));
    expect(readDraft(null)).toEqual(typed);
  });
});
