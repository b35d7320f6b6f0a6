import { createApiClient } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import {
  accountDeleted,
  activateAccount,
  authReducer,
  autoLogin,
  deleteAccount,
  fetchLastOrder,
  initialAuthState,
  login,
  logout,
  lostPassword,
  messagesCleared,
  nameChanged,
  register,
  resetPassword,
  socialLogin,
  type AuthState,
} from './auth-slice';
import { createAuthStore } from './auth-store';

const user = { name: 'Giulia', lastName: 'Rossi', email: 'g@example.com' };
const order = { id: 'A100', status: 'paid' };
const credentials = { email: 'g@example.com', password: 'secret123', language: 'it' as const };
const registration = {
  email: 'g@example.com',
  password: 'lino-e-cotone',
  passwordConfirmation: 'lino-e-cotone',
  name: 'Giulia',
  lastName: 'Rossi',
  birthday: { day: 3, month: 4, year: 1990 },
  gender: 'female' as const,
  interest: 'women' as const,
  newsletter: false,
  privacy: true,
  language: 'it' as const,
};
const social = {
  provider: 'google',
  idToken: 'header.payload.signature',
  language: 'it' as const,
};
const lost = { email: 'g@example.com', language: 'it' as const };
const reset = {
  token: 'a'.repeat(43),
  password: 'lino-e-cotone',
  passwordConfirmation: 'lino-e-cotone',
  language: 'it' as const,
};

/** A state with something in every field, to see what each transition changes. */
const busy: AuthState = {
  isLoggedIn: false,
  isLoadingLogin: false,
  guest: true,
  userData: null,
  loginRedirect: '/cart',
  lastOrder: order,
  success: 'Fatto',
  error: 'Errore',
};

describe('auth reducer (spec §4 Auth)', () => {
  it('starts logged out, loading, with "/" as the login redirect', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      isLoggedIn: false,
      isLoadingLogin: true,
      guest: false,
      userData: null,
      loginRedirect: '/',
      lastOrder: null,
      success: null,
      error: null,
    });
  });

  describe('auto-login', () => {
    it('pending sets loading', () => {
      expect(authReducer(busy, autoLogin.pending('r', undefined)).isLoadingLogin).toBe(true);
    });

    it('success logs in when a payload exists and copies the guest flag and userData', () => {
      const state = authReducer(
        { ...busy, isLoadingLogin: true },
        autoLogin.fulfilled({ guest: false, userData: user }, 'r', undefined),
      );
      expect(state).toEqual({
        ...busy,
        isLoadingLogin: false,
        isLoggedIn: true,
        guest: false,
        userData: user,
      });
    });

    it('success without a payload leaves the shopper logged out', () => {
      const state = authReducer(
        { ...initialAuthState, isLoggedIn: true },
        autoLogin.fulfilled({ guest: false, userData: null }, 'r', undefined),
      );
      expect(state).toMatchObject({ isLoggedIn: false, isLoadingLogin: false, userData: null });
    });

    it('success keeps the guest flag of a guest session', () => {
      const guestData = { name: '', lastName: '', email: 'o@example.com' };
      const state = authReducer(
        initialAuthState,
        autoLogin.fulfilled({ guest: true, userData: guestData }, 'r', undefined),
      );
      expect(state).toMatchObject({ isLoggedIn: true, guest: true, userData: guestData });
    });

    it('failure clears loading and logs out', () => {
      const state = authReducer(
        { ...busy, isLoggedIn: true, isLoadingLogin: true },
        autoLogin.rejected(new Error('down'), 'r', undefined),
      );
      expect(state).toEqual({ ...busy, isLoggedIn: false, isLoadingLogin: false });
    });
  });

  it('logout success clears loading and sets isLoggedIn to false', () => {
    const state = authReducer(
      { ...busy, isLoggedIn: true, isLoadingLogin: true },
      logout.fulfilled({}, 'r', undefined),
    );
    expect(state).toEqual({ ...busy, isLoggedIn: false, isLoadingLogin: false });
  });

  it('a failed logout changes nothing (spec §7: no handler)', () => {
    const loggedIn = { ...busy, isLoggedIn: true };
    expect(authReducer(loggedIn, logout.rejected(new Error('down'), 'r', undefined))).toEqual(
      loggedIn,
    );
  });

  describe('login', () => {
    it('with token true clears the error, guest and lastOrder, takes the redirect and logs in', () => {
      const state = authReducer(
        busy,
        login.fulfilled({ token: true, redirect: '/account' }, 'r', credentials),
      );
      expect(state).toEqual({
        ...busy,
        error: null,
        guest: false,
        lastOrder: null,
        loginRedirect: '/account',
        isLoggedIn: true,
      });
    });

    it('with token true and no redirect goes to "/"', () => {
      const answer = { token: true } as unknown as { token: true; redirect: string };
      const state = authReducer(busy, login.fulfilled(answer, 'r', credentials));
      expect(state.loginRedirect).toBe('/');
    });

    it('is no success unless token is true', () => {
      const answer = { token: false, redirect: '/account' } as unknown as {
        token: true;
        redirect: string;
      };
      expect(authReducer(busy, login.fulfilled(answer, 'r', credentials))).toEqual(busy);
    });

    it('failure stores the message as the error', () => {
      const state = authReducer(
        { ...busy, error: null },
        login.rejected(new Error('Rejected'), 'r', credentials, 'Email o password non corretti'),
      );
      expect(state).toEqual({ ...busy, error: 'Email o password non corretti' });
    });
  });

  describe('social login', () => {
    it('with token true clears the error, sets the returned redirect and logs in; guest and lastOrder stay', () => {
      const state = authReducer(
        busy,
        socialLogin.fulfilled({ token: true, redirect: '/account' }, 'r', social),
      );
      expect(state).toEqual({ ...busy, error: null, loginRedirect: '/account', isLoggedIn: true });
    });

    it('without a returned redirect keeps the stored one', () => {
      const answer = { token: true } as unknown as { token: true; redirect: string };
      const state = authReducer(busy, socialLogin.fulfilled(answer, 'r', social));
      expect(state.loginRedirect).toBe('/cart');
      expect(state.isLoggedIn).toBe(true);
    });

    it('is no success unless token is true', () => {
      const answer = { token: false } as unknown as { token: true; redirect: string };
      expect(authReducer(busy, socialLogin.fulfilled(answer, 'r', social))).toEqual(busy);
    });
  });

  describe('register', () => {
    it('pending clears success and error', () => {
      const state = authReducer(busy, register.pending('r', registration));
      expect(state).toEqual({ ...busy, success: null, error: null });
    });

    it('success only stores the message as success: nobody is logged in until the e-mailed link', () => {
      const message = 'Ti abbiamo inviato un’email: apri il link per attivare il tuo account.';
      const state = authReducer(busy, register.fulfilled({ message }, 'r', registration));
      expect(state).toEqual({ ...busy, error: null, success: message });
    });

    it('failure clears lastOrder and stores the message as error', () => {
      const state = authReducer(
        busy,
        register.rejected(new Error('Rejected'), 'r', registration, 'Il campo è obbligatorio'),
      );
      expect(state).toEqual({ ...busy, lastOrder: null, error: 'Il campo è obbligatorio' });
    });
  });

  describe('activate account (the e-mailed link)', () => {
    const link = { token: 'A'.repeat(43), language: 'it' as const };

    it('pending clears the messages', () => {
      expect(authReducer(busy, activateAccount.pending('r', link))).toEqual({
        ...busy,
        success: null,
        error: null,
      });
    });

    it('success clears the error, guest and lastOrder, takes the redirect, logs in and stores the message', () => {
      const state = authReducer(
        { ...busy, guest: true },
        activateAccount.fulfilled(
          { message: 'Registrazione completata!', redirect: '/account', token: true },
          'r',
          link,
        ),
      );
      expect(state).toEqual({
        ...busy,
        guest: false,
        error: null,
        lastOrder: null,
        loginRedirect: '/account',
        isLoggedIn: true,
        success: 'Registrazione completata!',
      });
    });

    it('failure stores the message as error', () => {
      const state = authReducer(
        busy,
        activateAccount.rejected(new Error('Rejected'), 'r', link, 'Il link non è valido'),
      );
      expect(state).toEqual({ ...busy, error: 'Il link non è valido' });
    });
  });

  describe('lost password', () => {
    it('pending clears the messages', () => {
      const state = authReducer(busy, lostPassword.pending('r', lost));
      expect(state).toEqual({ ...busy, success: null, error: null });
    });

    it('success stores the message as success', () => {
      const answer = { message: 'Controlla la posta' };
      const state = authReducer(
        { ...busy, success: null },
        lostPassword.fulfilled(answer, 'r', lost),
      );
      expect(state).toEqual({ ...busy, success: 'Controlla la posta' });
    });

    it('failure stores the message as error', () => {
      const failed = lostPassword.rejected(new Error('Rejected'), 'r', lost, 'Troppe richieste');
      expect(authReducer({ ...busy, error: null }, failed)).toEqual({
        ...busy,
        error: 'Troppe richieste',
      });
    });
  });

  describe('reset password', () => {
    it('pending clears the messages', () => {
      const state = authReducer(busy, resetPassword.pending('r', reset));
      expect(state).toEqual({ ...busy, success: null, error: null });
    });

    it('success stores the message as success', () => {
      const answer = { message: 'Password aggiornata!' };
      const state = authReducer(
        { ...busy, success: null },
        resetPassword.fulfilled(answer, 'r', reset),
      );
      expect(state).toEqual({ ...busy, success: 'Password aggiornata!' });
    });

    it('failure stores the message as error', () => {
      const failed = resetPassword.rejected(new Error('Rejected'), 'r', reset, 'Link scaduto');
      expect(authReducer({ ...busy, error: null }, failed)).toEqual({
        ...busy,
        error: 'Link scaduto',
      });
    });
  });

  it('the last order fetched is stored as lastOrder', () => {
    const state = authReducer(
      { ...busy, lastOrder: null },
      fetchLastOrder.fulfilled(order, 'r', { id: 'A100' }),
    );
    expect(state).toEqual({ ...busy, lastOrder: order });
  });

  it('a name changed on the profile page is the one the header greets; nobody signed in, nothing changes', () => {
    const signedIn: AuthState = {
      ...busy,
      isLoggedIn: true,
      guest: false,
      userData: { name: 'Giulia', lastName: 'Bianchi', email: 'g@example.it' },
    };
    const renamed = { name: 'Giulia Maria', lastName: 'Rossi' };
    expect(authReducer(signedIn, nameChanged(renamed)).userData).toEqual({
      ...renamed,
      email: 'g@example.it',
    });
    expect(authReducer(busy, nameChanged(renamed))).toEqual(busy);
  });

  it('opening a page clears the messages of the previous one', () => {
    expect(authReducer(busy, messagesCleared())).toEqual({ ...busy, success: null, error: null });
  });

  describe('account deletion (not in spec §4: the privacy part of issue 8)', () => {
    const removal = { password: 'secret123', language: 'it' as const };
    it('pending clears the messages, success stores the message, failure the error', () => {
      expect(authReducer(busy, deleteAccount.pending('r', removal))).toEqual({
        ...busy,
        success: null,
        error: null,
      });
      expect(
        authReducer(
          { ...busy, success: null },
          deleteAccount.fulfilled({ message: 'Eliminato' }, 'r', removal),
        ),
      ).toEqual({ ...busy, success: 'Eliminato' });
      expect(
        authReducer(
          { ...busy, error: null },
          deleteAccount.rejected(null, 'r', removal, 'Password errata'),
        ),
      ).toEqual({ ...busy, error: 'Password errata' });
    });

    it('once deleted the shopper is logged out and nothing of the customer stays', () => {
      const signedIn: AuthState = { ...busy, isLoggedIn: true, guest: false, userData: user };
      expect(authReducer(signedIn, accountDeleted())).toEqual({
        ...signedIn,
        isLoggedIn: false,
        isLoadingLogin: false,
        guest: false,
        userData: null,
        lastOrder: null,
        loginRedirect: '/',
      });
    });
  });
});

describe('auth thunks on a real store', () => {
  it("store the server's refusal text as the error", async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Email o password non corretti' } },
    });
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(login(credentials));
    expect(store.getState().auth.error).toBe('Email o password non corretti');
  });

  it('store a network failure in the shopper’s language', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(lostPassword({ email: 'g@example.com', language: 'en' }));
    expect(store.getState().auth.error).toBe(
      'Unable to reach the server, please check your connection',
    );
  });

  it('read the session after a login to learn the name', async () => {
    const api = mockApi({
      'POST /api/auth/login': { body: { token: true, redirect: '/' } },
      'GET /api/auth/autoLogin': { body: { guest: false, userData: user } },
    });
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(login(credentials));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api).toHaveBeenCalledWith('/api/auth/autoLogin', expect.anything());
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, userData: user });
  });

  it('fetch the last order by its id', async () => {
    mockApi({ 'GET /api/account/orders/A100': { body: order } });
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(fetchLastOrder({ id: 'A100' }));
    expect(store.getState().auth.lastOrder).toEqual(order);
  });
});
