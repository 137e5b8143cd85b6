import { companyPaths, companyPeopleAnswer } from '@mostrador/contract';
import { apiRequest, baseApi, customerParams, mapAnswer, type Person, toPerson } from '../../../lib/api';

const answer = mapAnswer(companyPeopleAnswer, (list) => list.map(toPerson));

/** GET EmpresaApi/Personas: the company's people (administrators only; others are refused). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPeople: build.query<Person[], number>({
      queryFn: (customerId) =>
        apiRequest(answer, companyPaths.people, { params: customerParams(customerId) }),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPeopleQuery } = api;
