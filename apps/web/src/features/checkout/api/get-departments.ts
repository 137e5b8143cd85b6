import { departamentosAnswer, paths } from '@mostrador/contract';
import { injectQuery } from '../../../lib/api';

/** GET DepartamentoApi/DepartamentoGet: the departments a guest delivers to. */
export const { useGetDepartmentsQuery } = injectQuery(
  'getDepartments',
  departamentosAnswer,
  paths.departamentos,
);
