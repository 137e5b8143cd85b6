import { companyPaths, companyPeopleAnswer, personFields } from '@mostrador/contract';
import { apiRequest, baseApi, customerParams, mapAnswer, type Person } from '../../../lib/api';

const answer = mapAnswer(companyPeopleAnswer, (list) => list.map(personFields.fromWire));

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
