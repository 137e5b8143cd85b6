import { z } from 'zod/mini';
import { statusWith, wireAnswer } from './envelope';
import { baseQuery, queryIntRequired, queryWith } from './query';

/** Every customer endpoint names the customer; it must be the token's own. */
export const terceroQuery = queryWith(baseQuery, {
  terceroid: queryIntRequired({ min: 1 }),
});
export type TerceroQuery = z.input<typeof terceroQuery>;

/** GET TerceroApi/InfoTercero: `{Status, Resultado}`. */
export const infoTercero = z.object({
  Resultado: z.object({
    /** Date of the last invoice (YYYY-MM-DD), null when there is none. */
    Ultima_Venta: z.nullable(z.string()),
    /** Whole days since the last invoice, null when there is none. */
    Dias_UltimaVenta: z.nullable(z.int()),
    /** The customer's name. */
    Tercero: z.string(),
  }),
});
export type InfoTercero = z.infer<typeof infoTercero>;
export const infoTerceroQuery = terceroQuery;
export const infoTerceroResponse = statusWith(infoTercero.shape);
export const infoTerceroAnswer = wireAnswer(infoTerceroResponse, (a) => a.Resultado);

/** GET TerceroApi/TerceroDatosDocumentos: counts of the customer's documents, at the top level. */
export const datosDocumentos = z.object({
  Facturas: z.int(),
  Pedidos: z.int(),
  Recibos: z.int(),
  Devoluciones: z.int(),
  PedidosWeb: z.int(),
});
export type DatosDocumentos = z.infer<typeof datosDocumentos>;
export const datosDocumentosQuery = terceroQuery;
export const datosDocumentosResponse = statusWith(datosDocumentos.shape);
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
export const terceroData = z.object({
  Tercero: z.object({
    nit: z.string(),
    dv: z.string(),
    descripcion: z.string(),
    telefono: z.string(),
  }),
});
export type TerceroData = z.infer<typeof terceroData>;
export const terceroDataQuery = terceroQuery;
export const terceroDataResponse = statusWith(terceroData.shape);
export const terceroDataAnswer = wireAnswer(terceroDataResponse, (a) => a.Tercero);

/** A branch (sucursal) of the customer. */
export const sucursal = z.object({
  tercerosucid: z.int(),
  direccion: z.string(),
  ciudad_descrip: z.string(),
  departamento_descrip: z.string(),
  correo_electronico: z.string(),
});
export type Sucursal = z.infer<typeof sucursal>;
/** GET TerceroApi/TerceroSucursalDetalleget: `{Status, Sucursales}`. */
export const sucursalesQuery = terceroQuery;
export const sucursalesResponse = statusWith({ Sucursales: z.array(sucursal) });
export const sucursalesAnswer = wireAnswer(sucursalesResponse, (a) => a.Sucursales);
