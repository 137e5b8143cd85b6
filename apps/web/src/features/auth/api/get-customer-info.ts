import { infoTerceroAnswer, paths } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer, toCustomerInfo } from '../../../lib/api';

/** GET TerceroApi/InfoTercero: the customer's name and last invoice (loaded once, after a login). */
export const customerInfoApi = injectQuery(
  'getCustomerInfo',
  mapAnswer(infoTerceroAnswer, toCustomerInfo),
  paths.infoTercero,
  customerParams,
  { providesTags: ['Customer'] },
);
