import { accountPaths, accountSummaryAnswer } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer, toAccountFigures } from '../../../lib/api';

/** GET EstadoCuentaApi/Resumen: the account's figures on the /home cockpit and the checkout's credit notice. */
export const { useGetAccountSummaryQuery } = injectQuery(
  'getAccountSummary',
  mapAnswer(accountSummaryAnswer, toAccountFigures),
  accountPaths.summary,
  customerParams,
  { providesTags: ['Document'], keepUnusedDataFor: 0 },
);
