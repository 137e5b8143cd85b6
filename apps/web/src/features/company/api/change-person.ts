import { companyPaths, personSavedAnswer } from '@mostrador/contract';
import { apiRequest, baseApi, changePersonBody, mapAnswer, type PersonTerms } from '../../../lib/api';

const answer = mapAnswer(personSavedAnswer, (saved) => ({ personId: saved.personaid }));

type Change = { personId: number; change: PersonTerms | { active: boolean } };

/** POST EmpresaApi/Persona: a person's role, branches and limits, or whether they are active. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePerson: build.mutation<{ personId: number }, Change>({
      queryFn: ({ personId, change }) =>
        apiRequest(answer, companyPaths.change, { method: 'POST', body: changePersonBody(personId, change) }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useChangePersonMutation } = api;
