// A client of the ERP's apiGold wire (DESIGN.md's table), built on packages/contract, split by what it reads:
// the wire itself (transport.ts: usuarioid and empresaid on every call, the shared credential as the bearer,
// no redirect followed), the catalogue (catalogue-reads.ts), the printable pages (printable-reads.ts), the
// orders (order-calls.ts) and a customer's login and documents (customer-reads.ts).
// The edge of the connector: sync.ts, outbox.ts and customers.ts get and give our records; the ERP's names
// are read and written only in these files.
import { catalogueReads } from './catalogue-reads';
import { customerReads } from './customer-reads';
import { orderCalls } from './order-calls';
import { printableReads } from './printable-reads';
import { createErpTransport, type ErpClientOptions } from './transport';

export function createErpClient(options: ErpClientOptions) {
  const erp = createErpTransport(options);
  return {
    ...catalogueReads(erp),
    ...printableReads(erp),
    ...customerReads(erp),
    ...orderCalls(erp),
  };
}
export type ErpClient = ReturnType<typeof createErpClient>;
