import type {
  ApiEndpointQuery,
  EndpointDefinitions,
  fakeBaseQuery,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import { type ApiTag, baseApi } from './base-api';
import { type Answer, type ApiError, apiRequest, type QueryParams, type SendOptions } from './http';

type BaseQuery = ReturnType<typeof fakeBaseQuery<ApiError>>;

/**
 * The shape of most `features/<f>/api/get-<noun>.ts` files: the endpoint `name` that GETs `path` with the
 * parameters `params` makes of its argument, parsed with `answer`; its hook is `use<Name>Query`.
 */
export function injectQuery<Name extends string, Data, A, Arg = void>(
  name: Name,
  answer: Answer<A, Data>,
  path: string,
  params: (arg: Arg) => QueryParams = () => ({}),
  cache: { providesTags?: ApiTag[]; keepUnusedDataFor?: number } = {},
) {
  return baseApi.injectEndpoints({
    endpoints: (build) =>
      ({
        [name]: build.query<Data, Arg>({
          queryFn: (arg) => apiRequest(answer, path, { params: params(arg) }),
          ...cache,
        }),
      }) as Record<Name, QueryDefinition<Arg, BaseQuery, ApiTag, Data, 'api'>>,
  });
}

/** What a query endpoint of `injectQuery` gives to read its `Data` outside a component: its `initiate`. */
export type QueryEndpoint<Arg, Data> = Pick<
  ApiEndpointQuery<QueryDefinition<Arg, BaseQuery, ApiTag, Data, 'api'>, EndpointDefinitions>,
  'initiate'
>;

/** The endpoint `name` that POSTs to `path` what `request` makes of its argument (body, parameters). */
export function injectMutation<Name extends string, Data, Arg, A>(
  name: Name,
  answer: Answer<A, Data>,
  path: string,
  request: (arg: Arg) => Omit<SendOptions, 'method'>,
  invalidatesTags: ApiTag[] = [],
) {
  return baseApi.injectEndpoints({
    endpoints: (build) =>
      ({
        [name]: build.mutation<Data, Arg>({
          queryFn: (arg) => apiRequest(answer, path, { method: 'POST', ...request(arg) }),
          invalidatesTags,
        }),
      }) as Record<Name, MutationDefinition<Arg, BaseQuery, ApiTag, Data, 'api'>>,
  });
}
