export { type ApiDispatch, apiStateHydrated, baseApi, useApiDispatch } from './base-api';
export { apiConfig, hostUrl, pictureUrl } from './config';
export {
  type Answer,
  type ApiError,
  apiRequest,
  apiUrl,
  type QueryParams,
  type Schema,
} from './http';
export { type Product, toProduct } from './product';
export { type ProductFilter, productListParams } from './product-query';
export {
  getSessionTerceroid,
  getSessionToken,
  onSessionChange,
  onUnauthorized,
  type RequestTransport,
  requestTransport,
  setRequestTransportProvider,
  setSessionToken,
} from './session-token';
