// The ERP client's reads of a customer: the login, and the documents, counts, branches and details the ERP
// keeps of them (customers.ts turns them into the app's records).
import {
  type DatosDocumentos,
  datosDocumentosAnswer,
  type Factura,
  facturasAnswer,
  type InfoTercero,
  infoTerceroAnswer,
  loginAnswer,
  type PriceLevel,
  paths,
  type Recibo,
  recibosAnswer,
  type Sucursal,
  sucursalesAnswer,
  type TerceroData,
  terceroDataAnswer,
} from '@mostrador/contract';
import { type ErpPedido, pedidosPage } from './order-calls';
import { type ErpTransport, ErpUnavailable, refused } from './transport';

export interface ErpLogin {
  Terceroid: number;
  Tercerosucid: number;
  Tercero: string;
  PrecioNivel: PriceLevel;
}

export function customerReads(erp: ErpTransport) {
  const { get } = erp;
  return {
    /** LoginTercero by GET, as the ERP's clients log in; undefined for wrong credentials. */
    async login(usuario: string, contrasena: string): Promise<ErpLogin | undefined> {
      const answer = await get(paths.login, { usuario, contrasena }, loginAnswer.schema);
      const datos = loginAnswer.data(answer);
      if (!answer.Status || !datos) return undefined;
      const { Terceroid, Tercerosucid, Tercero, PrecioNivel } = datos;
      return { Terceroid, Tercerosucid, Tercero, PrecioNivel };
    },
    async facturas(terceroid: number, tercerosucid: number | undefined, rows: number): Promise<Factura[]> {
      const answer = await get(paths.facturas, { terceroid, tercerosucid, rows }, facturasAnswer.schema);
      refused(answer, paths.facturas);
      return facturasAnswer.data(answer) ?? [];
    },
    async info(terceroid: number): Promise<InfoTercero['Resultado']> {
      const answer = await get(paths.infoTercero, { terceroid }, infoTerceroAnswer.schema);
      refused(answer, paths.infoTercero);
      const resultado = infoTerceroAnswer.data(answer);
      if (!resultado) throw new ErpUnavailable('el ERP no dio Resultado en InfoTercero', 'answer');
      return resultado;
    },
    async counts(terceroid: number, tercerosucid: number | undefined): Promise<DatosDocumentos> {
      const answer = await get(
        paths.datosDocumentos,
        { terceroid, tercerosucid },
        datosDocumentosAnswer.schema,
      );
      refused(answer, paths.datosDocumentos);
      const counts = datosDocumentosAnswer.data(answer);
      if (!counts) throw new ErpUnavailable('el ERP no dio los conteos de documentos', 'answer');
      return counts;
    },
    async recibos(terceroid: number, rows: number): Promise<Recibo[]> {
      const answer = await get(paths.recibos, { terceroid, rows }, recibosAnswer.schema);
      refused(answer, paths.recibos);
      return recibosAnswer.data(answer) ?? [];
    },
    /** A page of the customer's orders, newest first. */
    async pedidos(terceroid: number, rows: number): Promise<ErpPedido[]> {
      const answer = await get(
        paths.pedidos,
        { terceroid, fechaini: null, fechafin: null, numero: null, estado: null, rows },
        pedidosPage,
      );
      refused(answer, paths.pedidos);
      return answer.Registros;
    },
    async sucursales(terceroid: number): Promise<Sucursal[]> {
      const answer = await get(paths.sucursales, { terceroid }, sucursalesAnswer.schema);
      refused(answer, paths.sucursales);
      return sucursalesAnswer.data(answer) ?? [];
    },
    async tercero(terceroid: number): Promise<TerceroData['Tercero'] | undefined> {
      const answer = await get(paths.terceroData, { terceroid }, terceroDataAnswer.schema);
      return answer.Status ? terceroDataAnswer.data(answer) : undefined;
    },
  };
}
