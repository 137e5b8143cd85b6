import { json, stubServer } from './server';

/** A person as EmpresaApi/Personas answers. */
export const wirePerson = (over: object = {}) => ({
  personaid: 7,
  nombre: 'Ana Compras',
  correo: 'ana@taller.test',
  rol: 'buyer',
  idioma: 'es',
  activo: true,
  invitada: false,
  limite_pedido: 500,
  limite_mes: null,
  sucursales: [2001],
  ...over,
});

const branch = (id: number, address: string) => ({
  tercerosucid: id,
  direccion: address,
  ciudad_descrip: 'Medellín',
  departamento_descrip: 'Antioquia',
  correo_electronico: '',
});

/**
 * The company's server: its people, its two branches, its settings (no purchase order required), and the answers `posts` gives to EmpresaApi's POSTs
 * (by path's end), 200 `{personaid}` otherwise.
 */
export function companyServer(people: object[], posts: Record<string, () => Response> = {}) {
  return stubServer(({ url, method }) => {
    const path = url.pathname;
    if (path.endsWith('/EmpresaApi/Personas')) return json(200, { Status: true, Datos: people });
    if (path.endsWith('/TerceroApi/TerceroSucursalDetalleget')) {
      return json(200, {
        Status: true,
        Sucursales: [branch(2001, 'Calle 10 # 5-20'), branch(2002, 'Carrera 43')],
      });
    }
    if (path.endsWith('/PedidoApi/OpcionesPedido')) {
      const Datos = { MetodosEntrega: [], OrdenCompraObligatoria: false, FechaEntregaMinima: '2026-12-08' };
      return json(200, { Status: true, Datos });
    }
    if (method !== 'POST') return undefined;
    const answer = Object.entries(posts).find(([end]) => path.endsWith(end));
    return answer ? answer[1]() : json(200, { Status: true, Msj: 'ok', Datos: { personaid: 8 } });
  });
}
