import type { Branch, DocumentCounts } from '@mostrador/domain';
import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { statusWith, wireAnswer } from './envelope';
import { renaming } from './field-names';
import { baseQuery, queryInt, queryIntRequired, queryWith } from './query';

/** Every customer endpoint names the customer; it must be the token's own. */
export const terceroQuery = deferred(() =>
  queryWith(baseQuery, {
    terceroid: queryIntRequired({ min: 1 }),
  }),
);
export type TerceroQuery = zod.input<typeof terceroQuery>;

/** GET TerceroApi/InfoTercero: `{Status, Resultado}`. */
export const infoTercero = deferred(() =>
  zod.object({
    Resultado: zod.object({
      /** Date of the last invoice (YYYY-MM-DD), null when there is none. */
      Ultima_Venta: zod.nullable(zod.string()),
      /** Whole days since the last invoice, null when there is none. */
      Dias_UltimaVenta: zod.nullable(zod.int()),
      /** The customer's name. */
      Tercero: zod.string(),
    }),
  }),
);
export type InfoTercero = zod.infer<typeof infoTercero>;
export const infoTerceroResponse = deferred(() => statusWith(infoTercero.shape));
export const infoTerceroAnswer = wireAnswer(infoTerceroResponse, (a) => a.Resultado);

/**
 * GET TerceroApi/TerceroDatosDocumentos: counts of the customer's documents, at the top level. With a
 * `tercerosucid` (absent, `null` or 0: every branch), what is filed under a branch is counted for that branch,
 * as the list of the same kind filters it: `Facturas` as TerceroSucGetFactura with that `tercerosucid`.
 */
export const datosDocumentos = deferred(() =>
  zod.object({
    Facturas: zod.int(),
    Pedidos: zod.int(),
    Recibos: zod.int(),
    Devoluciones: zod.int(),
    PedidosWeb: zod.int(),
  }),
);
export type DatosDocumentos = zod.infer<typeof datosDocumentos>;
/** The counts in the app's words and on the wire. */
export const documentCountsFields = renaming<DocumentCounts, DatosDocumentos>()({
  Facturas: 'invoices',
  Pedidos: 'orders',
  Recibos: 'receipts',
  Devoluciones: 'returns',
  PedidosWeb: 'webOrders',
});
export const datosDocumentosQuery = deferred(() =>
  queryWith(terceroQuery, { tercerosucid: queryInt({ min: 0 }) }),
);
export type DatosDocumentosQuery = zod.input<typeof datosDocumentosQuery>;
export const datosDocumentosResponse = deferred(() => statusWith(datosDocumentos.shape));
export const datosDocumentosAnswer = wireAnswer(
  datosDocumentosResponse,
  ({ Facturas, Pedidos, Recibos, Devoluciones, PedidosWeb }): DatosDocumentos => ({
    Facturas,
    Pedidos,
    Recibos,
    Devoluciones,
    PedidosWeb,
  }),
);

/** GET TerceroApi/TerceroGetData: `{Status, Tercero}`. */
export const terceroData = deferred(() =>
  zod.object({
    Tercero: zod.object({
      nit: zod.string(),
      dv: zod.string(),
      descripcion: zod.string(),
      telefono: zod.string(),
    }),
  }),
);
export type TerceroData = zod.infer<typeof terceroData>;
export const terceroDataResponse = deferred(() => statusWith(terceroData.shape));
export const terceroDataAnswer = wireAnswer(terceroDataResponse, (a) => a.Tercero);

/** A branch (sucursal) of the customer. */
export const sucursal = deferred(() =>
  zod.object({
    tercerosucid: zod.int(),
    direccion: zod.string(),
    ciudad_descrip: zod.string(),
    departamento_descrip: zod.string(),
    correo_electronico: zod.string(),
  }),
);
export type Sucursal = zod.infer<typeof sucursal>;
/** A branch in the app's words and on the wire. */
export const branchFields = renaming<Branch, Sucursal>()({
  tercerosucid: 'id',
  direccion: 'address',
  ciudad_descrip: 'city',
  departamento_descrip: 'department',
  correo_electronico: 'email',
});
/** GET TerceroApi/TerceroSucursalDetalleget: `{Status, Sucursales}`. */
export const sucursalesResponse = deferred(() => statusWith({ Sucursales: zod.array(sucursal) }));
export const sucursalesAnswer = wireAnswer(sucursalesResponse, (a) => a.Sucursales);
