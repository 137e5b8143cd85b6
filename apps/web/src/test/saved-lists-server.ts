import { type Call, json, stubServer } from './server';

/**
 * The saved lists' server: one list, 'Semana' (3 lines, 4 units), whose lines are `lines` (ListaApi/Lista's
 * `Lineas`); `save` answers ListaApi/Guardar.
 */
export function savedListsServer(lines: object[], save?: (call: Call) => Response) {
  return stubServer((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/ListaApi/Listas'))
      return json(200, {
        Status: true,
        Datos: [
          { listaid: 7, nombre: 'Semana', lineas: 3, unidades: 4, actualizada: '2026-12-01T10:00:00Z' },
        ],
      });
    if (path.endsWith('/ListaApi/Lista'))
      return json(200, {
        Status: true,
        Datos: { listaid: 7, nombre: 'Semana', actualizada: '2026-12-01T10:00:00Z', Lineas: lines },
      });
    if (save && path.endsWith('/ListaApi/Guardar')) return save(call);
    return undefined;
  });
}
