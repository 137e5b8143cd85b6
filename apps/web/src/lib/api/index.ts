export {
  type AccountFigures,
  type AccountStatement,
  type OpenInvoice,
  type StatementMove,
  toAccountFigures,
  toAccountStatement,
} from './account';
export {
  type DocumentCounts,
  invoicesParams,
  type OrderFilter,
  ordersParams,
  type PrintableDocument,
  receiptsParams,
  reportLinkParams,
  type StatementRange,
  statementLinkParams,
  statementParams,
} from './account-queries';
export {
  approveBody,
  type HeldRequest,
  type RequestState,
  rejectBody,
  requestsParams,
  toHeldRequest,
} from './approvals';
export { type ApiDispatch, apiStateHydrated, baseApi, useApiDispatch } from './base-api';
export {
  type CompanySettings,
  changePersonBody,
  companySettingsBody,
  type Invitation,
  inviteBody,
  type Person,
  type PersonTerms,
  toCompanySettings,
} from './company';
export { apiConfig, hostUrl, pictureUrl } from './config';
export {
  type Branch,
  type CustomerData,
  type CustomerInfo,
  citiesParams,
  customerParams,
  loginBody,
  toCustomerData,
  toCustomerInfo,
} from './customer';
export {
  type Invoice,
  type Order,
  type OrderErpState,
  type OrderFilterChoices,
  type Receipt,
  toInvoice,
  toOrder,
  toOrderFilterChoices,
  toReceipt,
} from './documents';
export { injectMutation, injectQuery, type QueryEndpoint } from './endpoint';
export {
  type Answer,
  type ApiError,
  apiRequest,
  apiUrl,
  mapAnswer,
  type QueryParams,
  type Schema,
} from './http';
export {
  type OrderDetailsInput,
  type OrderOptions,
  orderOptionsAnswer,
  purchaseOrderRule,
} from './order-options';
export {
  type GuestDelivery,
  type GuestOrder,
  type GuestOrderLookup,
  guestLookupBody,
  guestOrdersMailBody,
  type NewOrder,
  type OrderLineInput,
  type OrderRequest,
  orderDetails,
  orderRequest,
  type PlacedOrder,
  placedOrderAnswer,
  type ShortLine,
  toGuestOrder,
  toShortLine,
} from './orders';
export {
  type PasswordLink,
  passwordResetBody,
  setPasswordBody,
  toPasswordLink,
} from './password';
export {
  type Product,
  type ProductDetail,
  productDataAnswer,
  productsAnswer,
  toProduct,
  toProductDetail,
} from './product';
export {
  type ProductFilter,
  productListParams,
  productParams,
  startupProductParams,
} from './product-query';
export {
  type CheckedRow,
  type QuickOrderCheck,
  quickOrderBody,
  suggestionParams,
  toQuickOrderCheck,
} from './quick-order';
export {
  type PastOrder,
  type PastOrderLine,
  type ReorderSource,
  reorderParams,
  toPastOrder,
} from './reorder';
export {
  type ListLine,
  type ListSummary,
  type ListWithProducts,
  listParams,
  saveListBody,
  toListId,
  toListSummary,
  toListWithProducts,
} from './saved-lists';
export {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  type SavedProduct,
  savedProductFromV1,
  savedProductFromWire,
  savedProductSchema,
  toComparedProduct,
  toSavedProduct,
} from './saved-product';
export {
  customerFromV3,
  isAdministrator,
  type Session,
  type SessionCustomer,
  sessionFromV3,
  toSession,
} from './session';
export {
  getBearerToken,
  getSessionCustomerId,
  notifySessionChange,
  onSessionChange,
  onUnauthorized,
  type RequestTransport,
  requestTransport,
  setRequestTransportProvider,
  setSessionCustomer,
} from './session-token';
