import type { DatosDocumentos, InfoTercero, Sucursal, TerceroData } from '@mostrador/contract';
import { daysBetween, todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import type { CustomersRepository } from './repository';

const UNKNOWN = 'Cliente no encontrado';

export function createCustomersService(repository: CustomersRepository, now: () => Date) {
  async function customer(terceroid: number) {
    const found = await repository.findCustomer(terceroid);
    if (!found) throw notFound(UNKNOWN);
    return found;
  }
  return {
    async info(terceroid: number): Promise<InfoTercero> {
      const { nombre } = await customer(terceroid);
      const last = await repository.lastInvoiceDate(terceroid);
      return {
        Resultado: {
          Ultima_Venta: last,
          Dias_UltimaVenta: last === null ? null : Math.max(0, daysBetween(last, todayIn(now()))),
          Tercero: nombre,
        },
      };
    },
    async documentCounts(terceroid: number, tercerosucid: number | undefined): Promise<DatosDocumentos> {
      await customer(terceroid);
      const c = await repository.documentCounts(terceroid, tercerosucid);
      return {
        Facturas: c.facturas,
        Pedidos: c.pedidos,
        Recibos: c.recibos,
        Devoluciones: c.devoluciones,
        PedidosWeb: c.pedidosWeb,
      };
    },
    async data(terceroid: number): Promise<TerceroData> {
      const c = await customer(terceroid);
      return { Tercero: { nit: c.nit, dv: c.dv, descripcion: c.nombre, telefono: c.telefono } };
    },
    async branches(terceroid: number): Promise<{ Sucursales: Sucursal[] }> {
      await customer(terceroid);
      const rows = await repository.branches(terceroid);
      return {
        Sucursales: rows.map((r) => ({
          tercerosucid: r.id,
          direccion: r.direccion,
          ciudad_descrip: r.ciudad,
          departamento_descrip: r.departamento,
          correo_electronico: r.correo,
        })),
      };
    },
  };
}
