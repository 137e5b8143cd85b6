import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { statusWith, wireAnswer } from './envelope';
import { baseQuery, queryText, queryWith } from './query';

/** An entry of a select list, as the ERP gives it (`Value` is the DANE code as text). */
export const listItem = deferred(() => zod.object({ Value: zod.string(), Text: zod.string() }));
export type ListItem = zod.infer<typeof listItem>;
export const listItems = deferred(() => zod.array(listItem));

/** GET DepartamentoApi/DepartamentoGet: Colombia's departments, `{Status, Departamentos}`. */
export const departamentosResponse = deferred(() => statusWith({ Departamentos: listItems }));
export const departamentosAnswer = wireAnswer(departamentosResponse, (a) => a.Departamentos);

/** GET CiudadApi/CiudadesDeptoGet?Departamentoid=05: the main cities of a department, `{Status, Ciudades}`. */
export const ciudadesQuery = deferred(() =>
  queryWith(baseQuery, {
    Departamentoid: zod.pipe(
      queryText(3),
      zod
        .string({ error: 'Departamentoid es obligatorio' })
        .check(zod.regex(/^\d{1,2}$/, { error: 'debe ser el código DANE del departamento (1 o 2 dígitos)' })),
    ),
  }),
);
export const ciudadesResponse = deferred(() => statusWith({ Ciudades: listItems }));
export const ciudadesAnswer = wireAnswer(ciudadesResponse, (a) => a.Ciudades);
