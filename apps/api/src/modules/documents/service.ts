import type { Factura, Pedido, Recibo } from '@mostrador/contract';
import { badRequest } from '../../lib/errors';
import { numericToWire } from '../../lib/money';
import type { DocumentsRepository, PedidoFilter } from './repository';

export function createDocumentsService(repository: DocumentsRepository, pageSize: number) {
  return {
    async facturas(terceroid: number, tercerosucid: number | undefined, offset: number): Promise<Factura[]> {
      const rows = await repository.facturas(terceroid, tercerosucid, offset, pageSize);
      return rows.map((r) => ({
        facturaid: r.id,
        prefijo: r.prefijo,
        numero: r.numero,
        fecha: r.fecha,
        items: r.items,
        cantidad: Number(r.cantidad),
        subtotal: numericToWire(r.subtotal),
        impuesto: numericToWire(r.impuesto),
        total: numericToWire(r.total),
        saldo: numericToWire(r.saldo),
        // Its lines are those of the order it was made from: they can be ordered again (ReordenApi/Lineas).
        reordenable: r.pedido_id !== null,
      }));
    },

    async pedidos(filter: PedidoFilter, offset: number): Promise<Pedido[]> {
      if (filter.fechaini && filter.fechafin && filter.fechaini > filter.fechafin) {
        throw badRequest('Parámetro inválido: fechaini no puede ser posterior a fechafin');
      }
      const rows = await repository.pedidos(filter, offset, pageSize);
      return rows.map((r) => ({
        pedidoid: r.id,
        prefijo: r.prefijo,
        numero: r.numero,
        fecha: r.dia,
        conteo: r.conteo ?? 0,
        vlrbruto: numericToWire(r.vlrbruto),
        impuesto: numericToWire(r.impuesto),
        total: numericToWire(r.total),
        estado_descripcion: r.estado_descripcion,
        estado: r.estado,
        web: r.origen === 'web',
        ...(r.erp_estado
          ? {
              estado_erp: r.erp_estado,
              numero_erp: r.erp_numero,
              ...(r.erp_faltantes ? { faltantes_erp: r.erp_faltantes } : {}),
            }
          : {}),
      }));
    },

    async recibos(terceroid: number, offset: number): Promise<Recibo[]> {
      const rows = await repository.recibos(terceroid, offset, pageSize);
      return rows.map((r) => ({
        id: r.id,
        Documento: r.documento,
        Fecha: r.fecha,
        Registros: r.registros,
        Valor: numericToWire(r.valor),
        Neto: numericToWire(r.neto),
      }));
    },
  };
}
