// The wire's and the tables' names that have an app's name inside the code (issue 48, docs/conventions.md).
// scripts/check-vocabulary.ts fails when one of them appears in code (an identifier, a key, a string) outside
// the edges that speak the wire or the tables. Matched case-insensitively inside a name: `terceroid` finds
// `Terceroid`, `session.terceroid` and `terceroidOf`.
export const wireWords: Readonly<Record<string, string>> = {
  // ids
  terceroid: 'customerId',
  tercero_id: 'customerId',
  tercerosucid: 'branchId',
  tercerosuc_id: 'branchId',
  sucursalid: 'branchId',
  sucursal_id: 'branchId',
  pedidoid: 'orderId',
  pedido_id: 'orderId',
  listaid: 'listId',
  lista_id: 'listId',
  productoid: 'productId',
  producto_id: 'productId',
  bodegaid: 'warehouseId',
  facturaid: 'invoiceId',
  factura_id: 'invoiceId',
  reciboid: 'receiptId',
  recibo_id: 'receiptId',
  usuarioid: 'userId',
  empresaid: 'companyId',
  // fields
  observacion: 'note',
  precionivel: 'priceLevel (a number 1-5)',
  precio_nivel: 'priceLevel (a number 1-5)',
  ausente200: 'missing (a flag)',
  fechaini: 'from (a date)',
  fechafin: 'to (a date)',
};
