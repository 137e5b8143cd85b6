import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './http';

/**
 * RTK Query's one API slice. Features add their endpoints from their own files with
 * `baseApi.injectEndpoints` (one file per endpoint, exporting its hook), each using `apiRequest`
 * (http.ts) in a `queryFn`, so every call goes through the same seam and is parsed with the contract:
 *
 *   const api = baseApi.injectEndpoints({ endpoints: (build) => ({
 *     getThing: build.query<Thing, number>({
 *       queryFn: (id) => apiRequest(thingResponse, paths.thing, { params: { id } }),
 *     }),
 *   }) });
 *   export const { useGetThingQuery } = api;
 *
 * Prices depend on who asks, so the app resets the API state when the session changes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['Product', 'Category', 'Rates', 'Customer', 'Document', 'Order'],
  endpoints: () => ({}),
});
