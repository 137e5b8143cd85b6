import { companyPaths, personSavedAnswer } from '@mostrador/contract';
import { apiRequest, baseApi, type Invitation, inviteBody, mapAnswer } from '../../../lib/api';

const answer = mapAnswer(personSavedAnswer, (saved) => ({ personId: saved.personaid }));

/** POST EmpresaApi/Invitar: the person is written and mailed an invitation to set their password. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitePerson: build.mutation<{ personId: number }, Invitation>({
      queryFn: (invitation) =>
        apiRequest(answer, companyPaths.invite, { method: 'POST', body: inviteBody(invitation) }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useInvitePersonMutation } = api;
