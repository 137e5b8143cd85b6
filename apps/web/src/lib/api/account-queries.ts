import type { PedidoEstado, ReportKind } from '@mostrador/contract';
import type { DocumentCounts } from '@mostrador/domain';
import type { QueryParams } from './http';

export type { DocumentCounts };

// The customer area's requests in the wire's words: the features ask in the app's (customerId, branchId, an
// offset, a date range) and these write the parameters.

/** A page of the customer's invoices; `branchId` null: every branch; `offset`: the rows already shown. */
export function invoicesParams(customerId: number, branchId: number | null, offset: number): QueryParams {
  return { terceroid: customerId, tercerosucid: branchId, rows: offset };
}

/**
 * Which orders a list shows: a number, a state, who placed them (0: the company's own login) and a branch (null:
 * any), between two calendar dates (YYYY-MM-DD).
 */
export interface OrderFilter {
  number: number | null;
  state: PedidoEstado | null;
  personId?: number | null;
  branchId?: number | null;
  from: string;
  to: string;
}

export function ordersParams(customerId: number, filter: OrderFilter, offset: number): QueryParams {
  return {
    terceroid: customerId,
    fechaini: filter.from,
    fechafin: filter.to,
    numero: filter.number ?? undefined,
    estado: filter.state ?? undefined,
    personaid: filter.personId ?? undefined,
    tercerosucid: filter.branchId ?? undefined,
    rows: offset,
  };
}

export function receiptsParams(customerId: number, offset: number): QueryParams {
  return { terceroid: customerId, rows: offset };
}

/** A document to print: its kind and id, and whether it is one the ERP has and the shop does not. */
export interface PrintableDocument {
  kind: ReportKind;
  id: number;
  erpOnly?: boolean;
}

export function reportLinkParams({ kind, id, erpOnly }: PrintableDocument, language: string): QueryParams {
  return { tipo: kind, id, lang: language, ...(erpOnly ? { solo_erp: true } : {}) };
}

/** A statement's range: calendar dates (YYYY-MM-DD). */
export interface StatementRange {
  from: string;
  to: string;
}

export function statementParams(customerId: number, { from, to }: StatementRange): QueryParams {
  return { terceroid: customerId, desde: from, hasta: to };
}

export function statementLinkParams(
  customerId: number,
  range: StatementRange,
  language: string,
): QueryParams {
  return { ...statementParams(customerId, range), lang: language };
}
