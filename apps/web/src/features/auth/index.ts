export { ActingBanner } from './acting-banner';
export {
  type AuthState,
  authSlice,
  type Customer,
  persistedAuth,
  selectAuth,
  selectCustomer,
  selectSession,
  sessionIsValid,
} from './auth-slice';
export { selectPriceLevel } from './price-level';
export { useEndSession } from './session-control';
export { RequireSession, SessionKeeper } from './session-keeper';
