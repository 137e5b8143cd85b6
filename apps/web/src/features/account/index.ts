export { AccountAdministrator, type AccountCustomer, AccountNav } from './account-parts';
export { useCreditNotice } from './credit-notice';
