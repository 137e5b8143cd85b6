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
export { useEndSession } from './session-control';
export { RequireSession, SessionKeeper } from './session-keeper';
