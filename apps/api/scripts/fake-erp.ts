// npm run fake-erp -w @mostrador/api [-- --port 3100 --products 60]
// The tests' fake of the distributor's ERP (src/test/fake-erp.ts: the ERP's wire and habits, in memory) on a
// fixed port, to try the shop's ERP mode on one machine: start the shop with the ERP_URL and ERP_TOKEN it
// prints. Its customer logs in as escuadra / clave-erp-1. Ctrl-C stops it (what it was sent is forgotten).
import { parseArgs } from 'node:util';
import { FAKE_ERP_TOKEN, fakeCustomer, startFakeErp } from '../src/test/fake-erp';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3100' }, products: { type: 'string', default: '60' } },
});
const port = Number(values.port);
const products = Number(values.products);
if (!Number.isInteger(port) || port < 1 || port > 65535 || !Number.isInteger(products) || products < 1) {
  console.error('uso: npm run fake-erp -w @mostrador/api -- [--port 3100] [--products 60]');
  process.exit(2);
}
const erp = await startFakeErp({ port, products, customers: [fakeCustomer()] });
console.log(
  `fake ERP at ${erp.url} (${products} products; customer escuadra / clave-erp-1). Run the shop against it:`,
);
console.log(`  ERP_URL=${erp.url} ERP_TOKEN=${FAKE_ERP_TOKEN} DATA_DIR=.data-erp npm start`);
process.once('SIGINT', () => process.exit(0));
