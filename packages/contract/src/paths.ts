/** The base of every API path (the ERP's "apiGold/"). */
export const API_BASE = '/apiGold/';

/** Paths under `API_BASE`, as the ERP names them. */
export const paths = {
  health: 'health',
  login: 'TerceroApi/LoginTercero',
  logout: 'TerceroApi/Logout',
  /** The shop's own (not the ERP's): whether the demo accounts exist, and which. */
  cuentasDemo: 'TerceroApi/CuentasDemo',
  infoTercero: 'TerceroApi/InfoTercero',
  datosDocumentos: 'TerceroApi/TerceroDatosDocumentos',
  facturas: 'TerceroApi/TerceroSucGetFactura',
  pedidos: 'TerceroApi/TerceroGetPedido',
  recibos: 'TerceroApi/TerceroGetRecibos',
  terceroData: 'TerceroApi/TerceroGetData',
  sucursales: 'TerceroApi/TerceroSucursalDetalleget',
  departamentos: 'DepartamentoApi/DepartamentoGet',
  ciudades: 'CiudadApi/CiudadesDeptoGet',
  getProductos: 'ProductoApi/GetProductos_V2',
  getProductoData: 'ProductoApi/GetProductoDataTercero_v2',
  categorias: 'CategoriaApi/GetCategoriasGrupos',
  subgrupos: 'GrupoApi/GetSubGrupo',
  tasas: 'MonedaApi/GetTasas',
  /** The shop's own (not the ERP's): newsletter subscriptions. */
  suscripcion: 'BoletinApi/SuscripcionCreate',
  /** Product and category pictures: `img/<name>.svg`. */
  images: 'img',
} as const;
export type ApiPath = (typeof paths)[keyof typeof paths];

/** The full path of an endpoint, e.g. `apiPath('getProductos')` = `/apiGold/ProductoApi/GetProductos_V2`. */
export function apiPath(name: keyof typeof paths): string {
  return `${API_BASE}${paths[name]}`;
}
