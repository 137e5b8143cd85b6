export type { AccountCustomer } from './account-parts';
export { useCreditNotice } from './credit-notice';
