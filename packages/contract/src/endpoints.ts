import { accountPaths, accountSummaryResponse, statementQuery, statementResponse } from './account';
import {
  datosDocumentosQuery,
  datosDocumentosResponse,
  infoTerceroResponse,
  sucursalesResponse,
  terceroDataResponse,
} from './customer';
import {
  facturasQuery,
  facturasResponse,
  pedidosQuery,
  pedidosResponse,
  recibosQuery,
  recibosResponse,
} from './documents';
import { suscripcionBody, suscripcionResponse } from './newsletter';
import { orderPaths, pedidoConsultaCorreoBody, pedidoConsultaCorreoResponse } from './orders';
import { paths } from './paths';
import { ciudadesQuery, ciudadesResponse, departamentosResponse } from './places';
import { ratesQuery, ratesResponse } from './rates';
import { reorderPaths, reorderQuery, reorderResponse } from './reorder';
import {
  removeListResponse,
  savedListPaths,
  savedListQuery,
  savedListResponse,
  savedListsResponse,
  saveListBody,
  saveListResponse,
} from './saved-lists';

/**
 * The logged-in customer's endpoints, one descriptor each: the path (under `API_BASE`), the query (where it reads
 * more than the customer's own `terceroQuery`), the body (a POST's, where it takes one) and the answer. The server
 * registers a route from its descriptor, so that a path and its schemas are named together once.
 */
export const endpoints = {
  infoTercero: { path: paths.infoTercero, response: infoTerceroResponse },
  datosDocumentos: {
    path: paths.datosDocumentos,
    query: datosDocumentosQuery,
    response: datosDocumentosResponse,
  },
  terceroData: { path: paths.terceroData, response: terceroDataResponse },
  sucursales: { path: paths.sucursales, response: sucursalesResponse },
  facturas: { path: paths.facturas, query: facturasQuery, response: facturasResponse },
  pedidos: { path: paths.pedidos, query: pedidosQuery, response: pedidosResponse },
  recibos: { path: paths.recibos, query: recibosQuery, response: recibosResponse },
  accountSummary: { path: accountPaths.summary, response: accountSummaryResponse },
  statement: { path: accountPaths.statement, query: statementQuery, response: statementResponse },
  reorder: { path: reorderPaths.lines, query: reorderQuery, response: reorderResponse },
  savedLists: { path: savedListPaths.lists, response: savedListsResponse },
  savedList: { path: savedListPaths.list, query: savedListQuery, response: savedListResponse },
  saveList: { path: savedListPaths.save, body: saveListBody, response: saveListResponse },
  removeList: { path: savedListPaths.remove, query: savedListQuery, response: removeListResponse },
};

/**
 * The endpoints anyone may call, no session needed (places, exchange rates, the newsletter, a guest's orders by
 * e-mail), one descriptor each, like the customer's `endpoints`; the query where it reads more than `baseQuery`.
 */
export const publicEndpoints = {
  departamentos: { path: paths.departamentos, response: departamentosResponse },
  ciudades: { path: paths.ciudades, query: ciudadesQuery, response: ciudadesResponse },
  tasas: { path: paths.tasas, query: ratesQuery, response: ratesResponse },
  suscripcion: { path: paths.suscripcion, body: suscripcionBody, response: suscripcionResponse },
  mailGuestOrders: {
    path: orderPaths.mailGuestOrders,
    body: pedidoConsultaCorreoBody,
    response: pedidoConsultaCorreoResponse,
  },
};
