import { accountPaths, statementAnswer } from '@mostrador/contract';
import {
  injectQuery,
  mapAnswer,
  type StatementRange,
  statementParams,
  toAccountStatement,
} from '../../../lib/api';

/** GET EstadoCuentaApi/Extracto: the customer's statement of a range of days. */
export const { useGetStatementQuery } = injectQuery(
  'getStatement',
  mapAnswer(statementAnswer, toAccountStatement),
  accountPaths.statement,
  ({ customerId, range }: { customerId: number; range: StatementRange }) =>
    statementParams(customerId, range),
  { keepUnusedDataFor: 0 },
);
