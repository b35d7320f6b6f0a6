// The account's public face: who a request's shopper is (sessions, their cookie and tokens), the
// account's routes, and the hooks other domains plug into (a sign-in, an account's erasure). The
// account uses the newsletter only; the cart and checkout use it (lint enforces it).
export { addressRoutes } from './addresses/address-routes';
export { authRoutes } from './auth-routes';
export { hashAuthToken, newAuthToken } from './auth-tokens';
export { currentSession } from './current-session';
export { insertCustomer } from './customer-repository';
export { hashPassword } from './password-hash';
export { createAccountErasure, type AccountErasure } from './privacy/account-erasure';
export { privacyRoutes } from './privacy/privacy-routes';
export { profileRoutes } from './profile/profile-routes';
export { customerIdOf, requireCustomer } from './require-customer';
export { oidcFormPostRoutes } from './oidc/form-post-receiver';
export { testIdpRoutes } from './test-identity-provider/test-idp-routes';
export { sessionTokenOf, setSessionCookie } from './session-cookie';
export { insertSession, pruneExpiredAuthRecords, type ActiveSession } from './session-repository';
export { signInHooksInTurn, type SignInHook } from './sign-in-hook';
