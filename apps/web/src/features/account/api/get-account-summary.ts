import { accountPaths, accountSummaryAnswer } from '@mostrador/contract';
import {
  type AccountFigures,
  apiRequest,
  baseApi,
  customerParams,
  mapAnswer,
  toAccountFigures,
} from '../../../lib/api';

const accountFiguresAnswer = mapAnswer(accountSummaryAnswer, toAccountFigures);

/** GET EstadoCuentaApi/Resumen: the account's figures on the /home cockpit and the checkout's credit notice. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountSummary: build.query<AccountFigures, number>({
      queryFn: (customerId) =>
        apiRequest(accountFiguresAnswer, accountPaths.summary, { params: customerParams(customerId) }),
      providesTags: ['Document'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAccountSummaryQuery } = api;
