import { accountPaths, statementAnswer } from '@mostrador/contract';
import {
  type AccountStatement,
  apiRequest,
  baseApi,
  mapAnswer,
  type StatementRange,
  statementParams,
  toAccountStatement,
} from '../../../lib/api';

const accountStatementAnswer = mapAnswer(statementAnswer, toAccountStatement);

/** GET EstadoCuentaApi/Extracto: the customer's statement of a range of days. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStatement: build.query<AccountStatement, { customerId: number; range: StatementRange }>({
      queryFn: ({ customerId, range }) =>
        apiRequest(accountStatementAnswer, accountPaths.statement, {
          params: statementParams(customerId, range),
        }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetStatementQuery } = api;
