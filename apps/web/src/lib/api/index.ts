export {
  type AccountFigures,
  type AccountStatement,
  toAccountFigures,
  toAccountStatement,
} from './account';
export {
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
export { hostUrl } from './config';
export {
  type Branch,
  citiesParams,
  customerParams,
  loginBody,
  toCustomerData,
  toCustomerInfo,
} from './customer';
export {
  type Invoice,
  type Order,
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
  mapAnswer,
} from './http';
export {
  type OrderDetailsInput,
  type OrderOptions,
  orderOptionsAnswer,
  purchaseOrderRule,
} from './order-options';
export {
  type GuestOrder,
  type GuestOrderLookup,
  guestLookupBody,
  guestOrdersMailBody,
  type NewOrder,
  orderRequest,
  type PlacedOrder,
  placedOrderAnswer,
  toGuestOrder,
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
  getSessionCustomerId,
  notifySessionChange,
  onSessionChange,
  onUnauthorized,
  setRequestTransportProvider,
  setSessionCustomer,
} from './session-token';
