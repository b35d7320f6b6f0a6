import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import {
  type ActivateAccountRequest,
  type ActivateAccountResponse,
  apiClient,
  errorMessage,
  isApiError,
  type ApiClient,
  type AuthUserData,
  type AutoLoginResponse,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
  type Locale,
  type LoginRequest,
  type LoginResponse,
  type LostPasswordRequest,
  type LostPasswordResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
  type SocialLoginRequest,
  type SocialLoginResponse,
} from '@shop/shared';

/** The order `GET /api/account/orders/{id}` answers; its shape is not fixed yet (spec §7). */
export type LastOrder = Readonly<Record<string, unknown>>;

/** Spec §3 Auth state, word for word. */
export interface AuthState {
  isLoggedIn: boolean;
  /** True while auto-login is pending (initially true). */
  isLoadingLogin: boolean;
  guest: boolean;
  /** From the auto-login answer. */
  userData: AuthUserData | null;
  /** Where to go after login; default "/". */
  loginRedirect: string;
  lastOrder: LastOrder | null;
  success: string | null;
  error: string | null;
}

export const initialAuthState: AuthState = {
  isLoggedIn: false,
  isLoadingLogin: true,
  guest: false,
  userData: null,
  loginRedirect: '/',
  lastOrder: null,
  success: null,
  error: null,
};

/** What the thunks call the API with; tests pass their own. */
export interface AuthThunkExtra {
  api: ApiClient;
}

const apiOf = (extra: unknown): ApiClient => (extra as Partial<AuthThunkExtra>).api ?? apiClient;

/** The server's `message` of a refusal; a network failure or an empty answer in the shopper's words. */
function messageOf(error: unknown, locale: Locale): string {
  if (isApiError(error) && !error.isNetworkError && error.message) return error.message;
  return errorMessage(isApiError(error) && error.isNetworkError ? 'network' : 'generic', locale);
}

/** A call whose refusal is stored as the server's message (spec §7: "its message field is shown"). */
const call = <Request extends { language?: Locale }, Answer>(
  type: string,
  run: (api: ApiClient, request: Request) => Promise<Answer>,
) =>
  createAsyncThunk<Answer, Request, { rejectValue: string }>(
    type,
    async (request, { extra, rejectWithValue }) => {
      try {
        return await run(apiOf(extra), request);
      } catch (error) {
        return rejectWithValue(messageOf(error, request.language ?? 'it'));
      }
    },
  );

export const autoLogin = createAsyncThunk('auth/autoLogin', (_: undefined, { extra }) =>
  apiOf(extra).get<AutoLoginResponse>('/auth/autoLogin'),
);

export const logout = createAsyncThunk('auth/logout', (_: undefined, { extra }) =>
  apiOf(extra).post<unknown>('/auth/logout', {}),
);

export const login = call<LoginRequest & { language: Locale }, LoginResponse>(
  'auth/login',
  (api, body) => api.post<LoginResponse>('/auth/login', body),
);

/** The provider's code (with this tab's PKCE verifier), which the API trades and verifies. */
export const socialLogin = call<SocialLoginRequest, SocialLoginResponse>(
  'auth/socialLogin',
  (api, body) => api.post<SocialLoginResponse>('/auth/socialLogin', body),
);

/** Registration is confirmed by e-mail: it answers the same message for every address. */
export const register = call<RegisterRequest, RegisterResponse>('auth/register', (api, body) =>
  api.post<RegisterResponse>('/auth/register', body),
);

/** The e-mailed link's token: creates the account and logs the shopper in. */
export const activateAccount = call<ActivateAccountRequest, ActivateAccountResponse>(
  'auth/activateAccount',
  (api, body) => api.post<ActivateAccountResponse>('/auth/register/confirm', body),
);

export const lostPassword = call<LostPasswordRequest, LostPasswordResponse>(
  'auth/lostPassword',
  (api, body) => api.post<LostPasswordResponse>('/auth/lost-password', body),
);

export const resetPassword = call<ResetPasswordRequest, ResetPasswordResponse>(
  'auth/resetPassword',
  (api, body) => api.post<ResetPasswordResponse>('/auth/reset', body),
);

/**
 * `POST /api/account/delete`, confirmed by the password. Success only stores the server's message:
 * the confirmation page dispatches `accountDeleted` once it shows, so the shell's guard of the
 * delete page never sends the shopper to login in between.
 */
export const deleteAccount = call<DeleteAccountRequest, DeleteAccountResponse>(
  'auth/deleteAccount',
  (api, body) => api.post<DeleteAccountResponse>('/account/delete', body),
);

export const fetchLastOrder = createAsyncThunk<LastOrder, { id: string }>(
  'auth/lastOrderFetched',
  ({ id }, { extra }) => apiOf(extra).get<LastOrder>(`/account/orders/${encodeURIComponent(id)}`),
);

/** Spec §4 Auth: every transition below is the spec's, in its order. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A page opened: the messages of another page's form are no longer about this one. */
    messagesCleared(state) {
      state.success = null;
      state.error = null;
    },
    /** The customer changed their name on the profile page: the header greets the new one. */
    nameChanged(state, { payload }: { payload: { name: string; lastName: string } }) {
      if (state.userData) {
        state.userData.name = payload.name;
        state.userData.lastName = payload.lastName;
      }
    },
    /**
     * The account is gone and the server ended every session: logged out like after logout,
     * and nothing of the customer kept (name, guest flag, last order, redirect).
     */
    accountDeleted(state) {
      state.isLoadingLogin = false;
      state.isLoggedIn = false;
      state.guest = false;
      state.userData = null;
      state.lastOrder = null;
      state.loginRedirect = '/';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(autoLogin.pending, (state) => {
        state.isLoadingLogin = true;
      })
      .addCase(autoLogin.fulfilled, (state, { payload }) => {
        state.isLoadingLogin = false;
        state.isLoggedIn = Boolean(payload?.userData);
        state.guest = payload?.guest ?? false;
        state.userData = payload?.userData ?? null;
      })
      .addCase(autoLogin.rejected, (state) => {
        state.isLoadingLogin = false;
        state.isLoggedIn = false;
      })
      .addCase(logout.fulfilled, (state) => {
        state.isLoadingLogin = false;
        state.isLoggedIn = false;
      })
      .addCase(login.fulfilled, (state, { payload }) => {
        if (payload?.token !== true) return;
        state.error = null;
        state.guest = false;
        state.lastOrder = null;
        state.loginRedirect = payload.redirect || '/';
        state.isLoggedIn = true;
      })
      .addCase(login.rejected, (state, { payload }) => {
        state.error = payload ?? null;
      })
      .addCase(socialLogin.fulfilled, (state, { payload }) => {
        if (payload?.token !== true) return;
        state.error = null;
        if (payload.redirect) state.loginRedirect = payload.redirect;
        state.isLoggedIn = true;
      })
      .addCase(register.pending, (state) => {
        state.success = null;
        state.error = null;
      })
      .addCase(register.fulfilled, (state, { payload }) => {
        state.error = null;
        state.success = payload.message;
      })
      .addCase(register.rejected, (state, { payload }) => {
        state.lastOrder = null;
        state.error = payload ?? null;
      })
      .addCase(activateAccount.pending, clearMessages)
      // Spec §4's register success: the shopper is logged in and goes to the redirect.
      .addCase(activateAccount.fulfilled, (state, { payload }) => {
        if (payload?.token !== true) return;
        state.error = null;
        state.guest = false;
        state.lastOrder = null;
        if (payload.redirect) state.loginRedirect = payload.redirect;
        state.isLoggedIn = true;
        state.success = payload.message;
      })
      .addCase(activateAccount.rejected, (state, { payload }) => {
        state.error = payload ?? null;
      })
      .addCase(lostPassword.pending, clearMessages)
      .addCase(lostPassword.fulfilled, (state, { payload }) => {
        state.success = payload.message;
      })
      .addCase(lostPassword.rejected, (state, { payload }) => {
        state.error = payload ?? null;
      })
      .addCase(resetPassword.pending, clearMessages)
      .addCase(resetPassword.fulfilled, (state, { payload }) => {
        state.success = payload.message;
      })
      .addCase(resetPassword.rejected, (state, { payload }) => {
        state.error = payload ?? null;
      })
      .addCase(deleteAccount.pending, clearMessages)
      .addCase(deleteAccount.fulfilled, (state, { payload }) => {
        state.success = payload.message;
      })
      .addCase(deleteAccount.rejected, (state, { payload }) => {
        state.error = payload ?? null;
      })
      .addCase(fetchLastOrder.fulfilled, (state, { payload }) => {
        state.lastOrder = payload;
      });
  },
});

function clearMessages(state: AuthState) {
  state.success = null;
  state.error = null;
}

export const { messagesCleared, accountDeleted, nameChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;
