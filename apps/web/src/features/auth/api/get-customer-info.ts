import { infoTerceroAnswer, paths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type CustomerInfo,
  customerParams,
  mapAnswer,
  toCustomerInfo,
} from '../../../lib/api';

const customerInfoAnswer = mapAnswer(infoTerceroAnswer, toCustomerInfo);

/** GET TerceroApi/InfoTercero: the customer's name and last invoice (loaded once, after a login). */
export const customerInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerInfo: build.query<CustomerInfo, number>({
      queryFn: (customerId) =>
        apiRequest(customerInfoAnswer, paths.infoTercero, { params: customerParams(customerId) }),
      providesTags: ['Customer'],
    }),
  }),
});
