export type { AccountCustomer } from './account-parts';
