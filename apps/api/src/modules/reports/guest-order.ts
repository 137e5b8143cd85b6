// A guest's order looked up without a session: by its number and the e-mail or NIT given at checkout. The
// answer (routes.ts) is the order as its buyer saw it (lines, totals, where it goes) and a signed link to its
// printable copy.
import { WEB_ORDER_PREFIX } from '@mostrador/contract';
import type { Party } from './render';

/** `WEB-12`, `web 12` or `12`: the shop's order number 12; anything else: null. */
export function orderNumberOf(text: string): number | null {
  const parts = /^\s*(?:([a-z]+)\s*-?\s*)?(\d{1,9})\s*$/i.exec(text);
  if (!parts || (parts[1] !== undefined && parts[1].toUpperCase() !== WEB_ORDER_PREFIX)) return null;
  return Number(parts[2]);
}

/**
 * True when `contact` is the e-mail (in any case) or the NIT (dots and spaces allowed, with or without its check
 * digit; a check digit given must be the one given at checkout) that the guest gave with the order.
 */
export function isGuestContact(guest: Pick<Party, 'nit' | 'email'>, contact: string): boolean {
  const given = contact.trim().toLowerCase();
  if (given.includes('@')) return given === (guest.email ?? '').trim().toLowerCase();
  const typed = given.replace(/[.\s]/g, '');
  if (!/^\d{5,15}(-\d)?$/.test(typed)) return false;
  const [base] = guest.nit.split('-');
  return typed === guest.nit || typed === base;
}
