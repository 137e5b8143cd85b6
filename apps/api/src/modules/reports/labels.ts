// The words of the printable documents in the shop's languages (en default, fn French, de, es).
import type { ReportKind, ReportLanguage } from '@mostrador/contract';

export interface Labels {
  /** BCP 47 locale for numbers and dates, and `<html lang>`. */
  locale: string;
  htmlLang: string;
  title: Record<ReportKind, string>;
  number: string;
  date: string;
  customer: string;
  nit: string;
  phone: string;
  branch: string;
  address: string;
  email: string;
  state: string;
  notes: string;
  code: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: string;
  total: string;
  balance: string;
  paid: string;
  invoicesPaid: string;
  invoice: string;
  value: string;
  withholdings: string;
  net: string;
  guest: string;
  printedAt: string;
  noLines: string;
  states: Record<'pendiente' | 'aprobado' | 'despachado' | 'facturado' | 'anulado', string>;
}

const en: Labels = {
  locale: 'en-US',
  htmlLang: 'en',
  title: { factura: 'Invoice', pedido: 'Order', recibo: 'Receipt' },
  number: 'Number',
  date: 'Date',
  customer: 'Customer',
  nit: 'Tax ID (NIT)',
  phone: 'Phone',
  branch: 'Branch',
  address: 'Address',
  email: 'E-mail',
  state: 'Status',
  notes: 'Notes',
  code: 'Code',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  balance: 'Balance due',
  paid: 'Paid',
  invoicesPaid: 'Invoices paid',
  invoice: 'Invoice',
  value: 'Amount received',
  withholdings: 'Discounts and withholdings',
  net: 'Net',
  guest: 'Guest order',
  printedAt: 'Printed',
  noLines: 'This document has no lines on record.',
  states: {
    pendiente: 'Pending',
    aprobado: 'Approved',
    despachado: 'Dispatched',
    facturado: 'Invoiced',
    anulado: 'Cancelled',
  },
};

const fn: Labels = {
  locale: 'fr-FR',
  htmlLang: 'fr',
  title: { factura: 'Facture', pedido: 'Commande', recibo: 'Reçu' },
  number: 'Numéro',
  date: 'Date',
  customer: 'Client',
  nit: 'N° fiscal (NIT)',
  phone: 'Téléphone',
  branch: 'Établissement',
  address: 'Adresse',
  email: 'E-mail',
  state: 'État',
  notes: 'Remarques',
  code: 'Code',
  description: 'Désignation',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  subtotal: 'Sous-total',
  tax: 'TVA',
  total: 'Total',
  balance: 'Reste à payer',
  paid: 'Payé',
  invoicesPaid: 'Factures réglées',
  invoice: 'Facture',
  value: 'Montant reçu',
  withholdings: 'Remises et retenues',
  net: 'Net',
  guest: 'Commande invité',
  printedAt: 'Imprimé le',
  noLines: 'Ce document n’a aucune ligne enregistrée.',
  states: {
    pendiente: 'En attente',
    aprobado: 'Approuvée',
    despachado: 'Expédiée',
    facturado: 'Facturée',
    anulado: 'Annulée',
  },
};

const de: Labels = {
  locale: 'de-DE',
  htmlLang: 'de',
  title: { factura: 'Rechnung', pedido: 'Bestellung', recibo: 'Quittung' },
  number: 'Nummer',
  date: 'Datum',
  customer: 'Kunde',
  nit: 'Steuernummer (NIT)',
  phone: 'Telefon',
  branch: 'Filiale',
  address: 'Adresse',
  email: 'E-Mail',
  state: 'Status',
  notes: 'Bemerkungen',
  code: 'Artikelnr.',
  description: 'Bezeichnung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  subtotal: 'Zwischensumme',
  tax: 'MwSt.',
  total: 'Gesamt',
  balance: 'Offener Betrag',
  paid: 'Bezahlt',
  invoicesPaid: 'Bezahlte Rechnungen',
  invoice: 'Rechnung',
  value: 'Erhaltener Betrag',
  withholdings: 'Rabatte und Einbehalte',
  net: 'Netto',
  guest: 'Gastbestellung',
  printedAt: 'Gedruckt am',
  noLines: 'Für dieses Dokument sind keine Positionen gespeichert.',
  states: {
    pendiente: 'Offen',
    aprobado: 'Freigegeben',
    despachado: 'Versandt',
    facturado: 'Berechnet',
    anulado: 'Storniert',
  },
};

const es: Labels = {
  locale: 'es-CO',
  htmlLang: 'es',
  title: { factura: 'Factura', pedido: 'Pedido', recibo: 'Recibo de caja' },
  number: 'Número',
  date: 'Fecha',
  customer: 'Cliente',
  nit: 'NIT',
  phone: 'Teléfono',
  branch: 'Sucursal',
  address: 'Dirección',
  email: 'Correo',
  state: 'Estado',
  notes: 'Observaciones',
  code: 'Código',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  amount: 'Valor',
  subtotal: 'Subtotal',
  tax: 'IVA',
  total: 'Total',
  balance: 'Saldo',
  paid: 'Pagado',
  invoicesPaid: 'Facturas pagadas',
  invoice: 'Factura',
  value: 'Valor recibido',
  withholdings: 'Descuentos y retenciones',
  net: 'Neto',
  guest: 'Pedido de invitado',
  printedAt: 'Impreso el',
  noLines: 'Este documento no tiene líneas registradas.',
  states: {
    pendiente: 'Pendiente',
    aprobado: 'Aprobado',
    despachado: 'Despachado',
    facturado: 'Facturado',
    anulado: 'Anulado',
  },
};

const catalogue: Record<ReportLanguage, Labels> = { en, fn, de, es };

export function labelsFor(lang: ReportLanguage | undefined): Labels {
  return catalogue[lang ?? 'en'];
}
