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
 * The auth state's owner on the page, started by the shell with the account pages or the first
 * `account:log-out`: runs auto-login, publishes
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
    // Started after the page was seeded with the server's settled view of the session: keep
    // showing it while auto-login asks again, rather than flashing "loading" in the header.
    if (
      published === undefined &&
      summary.isLoading &&
      bus.getSnapshot('account:auth')?.isLoading === false
    )
      return;
    if (sameSummary(published, summary)) return;
    published = summary;
    bus.publish('account:auth', summary);
  };
  const unsubscribeStore = store.subscribe(publishState);

  publishState();
  const autoLoginDone = store.dispatch(autoLogin());

  // Spec §7: a failed logout has no handler; the session the server still holds stays. A logout
  // asked for while auto-login is still out waits for it, so its late answer cannot log back in.
  const stopListening = bus.subscribe(
    'account:log-out',
    () => void autoLoginDone.finally(() => store.dispatch(logout())),
  );

  return () => {
    stopped = true;
    unsubscribeStore();
    stopListening();
  };
}
