export { ActingBanner } from './acting-banner';
export { persistedAuth, selectAuth } from './auth-slice';
export { selectPriceLevel } from './price-level';
export { RequireSession, SessionKeeper } from './session-keeper';
