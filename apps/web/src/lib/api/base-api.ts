import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, type CombinedState, coreModule, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import type { ApiError } from './http';

/**
 * RTK Query's one API slice, and the storefront's one way to call the server: every call, reads and writes
 * alike, is an endpoint here. Features add theirs from their own files with `baseApi.injectEndpoints` (one
 * file per endpoint, kebab-case, exporting its hook: a query, or a mutation for what changes something),
 * each using `apiRequest` (http.ts) in a `queryFn`, so every call goes through the same seam, is parsed with
 * the contract and fails with the one error shape, `ApiError`:
 *
 *   const api = baseApi.injectEndpoints({ endpoints: (build) => ({
 *     getThing: build.query<Thing, number>({
 *       queryFn: (id) => apiRequest(thingResponse, paths.thing, { params: { id } }),
 *     }),
 *   }) });
 *   export const { useGetThingQuery } = api;
 *
 * Outside a component's render (a thunk, a click handler, a page of a list) an endpoint is run with
 * `dispatch(api.endpoints.getThing.initiate(id, { subscribe: false, forceRefetch: true }))` (an `ApiDispatch`).
 * A session change resets the API state and aborts the calls running then (app/providers.tsx).
 *
 * Prices depend on who asks, so the app resets the API state when the session changes.
 */
/**
 * In the server's build (import.meta.env.SSR) the hooks start their queries while rendering: the server
 * renders, awaits the queries started, and renders again with their answers (entry-server.tsx). In the
 * browser they start in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/** The API state a server-rendered page was rendered with: the browser starts from it (no refetch). */
export const apiStateHydrated = createAction<unknown>('app/apiStateHydrated');

/** What a query provides and a mutation invalidates: a change to one refetches the queries of its tag. */
export type ApiTag = 'Product' | 'Category' | 'Rates' | 'Customer' | 'Document' | 'Order';

export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo(action) {
    if (!apiStateHydrated.match(action)) return undefined;
    // biome-ignore lint/suspicious/noExplicitAny: the endpoint definitions are injected by the features
    return action.payload as CombinedState<any, ApiTag, 'api'>;
  },
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['Product', 'Category', 'Rates', 'Customer', 'Document', 'Order'],
  endpoints: () => ({}),
});

/** A dispatch that runs endpoints: `dispatch(api.endpoints.x.initiate(arg))` (thunks, hooks of features). */
export type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useApiDispatch = useDispatch.withTypes<ApiDispatch>();
