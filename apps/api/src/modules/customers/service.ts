// A customer's own data: its last sale, how many documents it has, its tax id and its branches, in the app's
// words (routes.ts writes them as the ERP's answers).
import type { Branch, DocumentCounts } from '@mostrador/domain';
import { daysBetween, todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import type { CustomersRepository } from './repository';

const UNKNOWN = 'Cliente no encontrado';

export interface CustomerInfo {
  name: string;
  /** Date of the last invoice (YYYY-MM-DD), null when there is none. */
  lastSale: string | null;
  daysSinceLastSale: number | null;
}

export interface CustomerData {
  taxId: string;
  checkDigit: string;
  name: string;
  phone: string;
}

export function createCustomersService(repository: CustomersRepository, now: () => Date) {
  async function customer(customerId: number) {
    const found = await repository.findCustomer(customerId);
    if (!found) throw notFound(UNKNOWN);
    return found;
  }
  return {
    async info(customerId: number): Promise<CustomerInfo> {
      const { nombre } = await customer(customerId);
      const last = await repository.lastInvoiceDate(customerId);
      return {
        name: nombre,
        lastSale: last,
        daysSinceLastSale: last === null ? null : Math.max(0, daysBetween(last, todayIn(now()))),
      };
    },
    /** With `branchId`, the invoices are that branch's. */
    async documentCounts(customerId: number, branchId: number | undefined): Promise<DocumentCounts> {
      await customer(customerId);
      const c = await repository.documentCounts(customerId, branchId);
      return {
        invoices: c.facturas,
        orders: c.pedidos,
        receipts: c.recibos,
        returns: c.devoluciones,
        webOrders: c.pedidosWeb,
      };
    },
    async data(customerId: number): Promise<CustomerData> {
      const c = await customer(customerId);
      return { taxId: c.nit, checkDigit: c.dv, name: c.nombre, phone: c.telefono };
    },
    /** Where the customer's orders may go: a buyer's (`buyerId`), the branches given to them. */
    async branches(customerId: number, buyerId?: number): Promise<Branch[]> {
      await customer(customerId);
      const rows = await repository.branches(customerId, buyerId);
      return rows.map((r) => ({
        id: r.id,
        address: r.direccion,
        city: r.ciudad,
        department: r.departamento,
        email: r.correo,
      }));
    },
  };
}
