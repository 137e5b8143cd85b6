// A guest's order looked up without a session: by its number and the e-mail or NIT given at checkout. The
// answer is the order as its buyer saw it (lines, totals, where it goes) and a signed link to its printable copy.
import { type PedidoConsulta, type ReportLink, WEB_ORDER_PREFIX } from '@mostrador/contract';
import type { Party, PrintDocument } from './render';

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

const decimal = (minor: number) => minor / 100;

/** The order in the lookup's wire words. */
export function wireGuestOrder(
  id: number,
  order: Extract<PrintDocument, { kind: 'pedido' }>,
  print: ReportLink,
): PedidoConsulta {
  return {
    pedidoid: id,
    numero: order.number,
    fecha: order.date,
    estado: order.state,
    Detalles: order.lines.map((line) => ({
      codigo: line.code,
      producto: line.description,
      observacion: line.note ?? '',
      cantidad: line.quantity,
      precio: decimal(line.unitPrice),
      subtotal: decimal(line.amount),
    })),
    vlrbruto: decimal(order.subtotal),
    impuesto: decimal(order.tax),
    total: decimal(order.total),
    Entrega: {
      Tercero: order.customer.name,
      Direccion: order.customer.address ?? '',
      ...(order.customer.phone ? { Telefono1: order.customer.phone } : {}),
      ...(order.customer.email ? { Email: order.customer.email } : {}),
    },
    Imprimir: print,
  };
}
