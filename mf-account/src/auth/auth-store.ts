import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { apiClient, type ApiClient } from '@shop/shared';
import {
  activateAccount,
  authReducer,
  autoLogin,
  login,
  socialLogin,
  type AuthThunkExtra,
} from './auth-slice';

export interface AuthStoreOptions {
  api?: ApiClient;
}

/**
 * The auth state's store. Login, social login and a registration's e-mailed link answer no user
 * data, so a successful one reads the session again (auto-login) for the shopper's name.
 */
export function createAuthStore({ api = apiClient }: AuthStoreOptions = {}) {
  const extra: AuthThunkExtra = { api };
  const readSessionAfterLogin = createListenerMiddleware();
  readSessionAfterLogin.startListening({
    matcher: isAnyOf(login.fulfilled, socialLogin.fulfilled, activateAccount.fulfilled),
    effect: async (action, listenerApi) => {
      const answer = (action as { payload?: { token?: unknown } }).payload;
      if (answer?.token !== true) return;
      await listenerApi.dispatch(autoLogin());
    },
  });
  return configureStore({
    reducer: { auth: authReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).prepend(readSessionAfterLogin.middleware),
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;
export type AuthRootState = ReturnType<AuthStore['getState']>;
export type AuthDispatch = AuthStore['dispatch'];

let pageStore: AuthStore | undefined;

/**
 * The page's one auth store, shared by the auth service (started at boot) and the account pages:
 * both live in this remote's container, so they see one module instance.
 */
export function getAuthStore(): AuthStore {
  pageStore ??= createAuthStore();
  return pageStore;
}
