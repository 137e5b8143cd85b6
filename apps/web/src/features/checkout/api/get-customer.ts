import { paths, terceroDataAnswer } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer, toCustomerData } from '../../../lib/api';

/** GET TerceroApi/TerceroGetData: the customer's data the checkout shows (its tax number, name and phone). */
export const { useGetCustomerQuery } = injectQuery(
  'getCustomer',
  mapAnswer(terceroDataAnswer, toCustomerData),
  paths.terceroData,
  customerParams,
  { providesTags: ['Customer'] },
);
