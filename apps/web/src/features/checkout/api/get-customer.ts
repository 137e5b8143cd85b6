import { paths, terceroDataAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type CustomerData,
  customerParams,
  mapAnswer,
  toCustomerData,
} from '../../../lib/api';

const customerAnswer = mapAnswer(terceroDataAnswer, toCustomerData);

/** GET TerceroApi/TerceroGetData: the customer's data the checkout shows (its tax number, name and phone). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<CustomerData, number>({
      queryFn: (customerId) =>
        apiRequest(customerAnswer, paths.terceroData, { params: customerParams(customerId) }),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetCustomerQuery } = api;
