import { getEventBus, type AuthSummary, type EventBus } from '@shop/shared';
import { autoLogin, logout, type AuthState } from './auth-slice';
import { getAuthStore, type AuthStore } from './auth-store';

/** The public summary of the auth state that the shell and other remotes see on `account:auth`. */
export function authSummaryOf(state: AuthState): AuthSummary {
  return {
    isLoggedIn: state.isLoggedIn,
    isLoading: state.isLoadingLogin,
    isGuest: state.isLoggedIn && state.guest,
    firstName: (state.isLoggedIn && state.userData?.name) || null,
    loginRedirect: state.loginRedirect,
  };
}

function sameSummary(a: AuthSummary | undefined, b: AuthSummary): boolean {
  return (
    a !== undefined &&
    a.isLoggedIn === b.isLoggedIn &&
    a.isLoading === b.isLoading &&
    a.isGuest === b.isGuest &&
    a.firstName === b.firstName &&
    a.loginRedirect === b.loginRedirect
  );
}

/**
 * The auth state's owner on the page, started by the shell at boot: runs auto-login, publishes
 * the summary of the auth store on `account:auth` after every change (so the header and the
 * guards follow a login, logout or registration at once) and carries out `account:log-out`.
 */
export function startAuthService(
  bus: EventBus = getEventBus(),
  store: AuthStore = getAuthStore(),
): () => void {
  let stopped = false;
  let published: AuthSummary | undefined;

  const publishState = () => {
    if (stopped) return;
    const summary = authSummaryOf(store.getState().auth);
    if (sameSummary(published, summary)) return;
    published = summary;
    bus.publish('account:auth', summary);
  };
  const unsubscribeStore = store.subscribe(publishState);

  // Spec §7: a failed logout has no handler; the session the server still holds stays.
  const stopListening = bus.subscribe('account:log-out', () => void store.dispatch(logout()));

  publishState();
  void store.dispatch(autoLogin());

  return () => {
    stopped = true;
    unsubscribeStore();
    stopListening();
  };
}
