/** The base of every API path (the ERP's "apiGold/"). */
export const API_BASE = '/apiGold/';

/** Paths under `API_BASE`, as the ERP names them. */
export const paths = {
  health: 'health',
  login: 'TerceroApi/LoginTercero',
  logout: 'TerceroApi/Logout',
  /** Ours: the session the request carries (and who of the staff acts for the customer in it). */
  sesionActual: 'TerceroApi/SesionActual',
  /** The shop's own (not the ERP's): whether the demo accounts exist, and which. */
  cuentasDemo: 'TerceroApi/CuentasDemo',
  /** The shop's own: "forgot your password?" (a single-use link by mail), and that link's page. */
  recuperarContrasena: 'TerceroApi/RecuperarContrasena',
  enlaceContrasena: 'TerceroApi/EnlaceContrasena',
  establecerContrasena: 'TerceroApi/EstablecerContrasena',
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
  /** The shop's own (not the ERP's): how many products GetProductos_V2's filters match, for the pager. */
  contarProductos: 'ProductoApi/ContarProductos',
  /** The shop's own (not the ERP's): the facets (brand, colour, size, attributes) of what the filters match. */
  contarFacetas: 'ProductoApi/ContarFacetas',
  categorias: 'CategoriaApi/GetCategoriasGrupos',
  subgrupos: 'GrupoApi/GetSubGrupo',
  tasas: 'MonedaApi/GetTasas',
  /** The shop's own (not the ERP's): newsletter subscriptions. */
  suscripcion: 'BoletinApi/SuscripcionCreate',
} as const;

/** The full path of an endpoint, e.g. `apiPath('getProductos')` = `/apiGold/ProductoApi/GetProductos_V2`. */
export function apiPath(name: keyof typeof paths): string {
  return `${API_BASE}${paths[name]}`;
}

/** Pictures, at the host root as the ERP serves them: `/Files/Images/<file name>`. */
export const PICTURES_BASE = '/Files/Images/';

/**
 * The address of a picture named in a record (`Imagenes`, `Image`, a variation's `image`): a bare file name.
 * Anything before the last `/` is dropped, so an address kept from an older answer still finds its picture;
 * no name gives the placeholder.
 */
export function picturePath(name: string | undefined): string {
  const file = name?.slice(name.lastIndexOf('/') + 1) || 'placeholder.svg';
  return `${PICTURES_BASE}${encodeURIComponent(file)}`;
}
