import {
  apiClient,
  getEventBus,
  LOGGED_OUT_AUTH_SUMMARY,
  type AuthSummary,
  type AutoLoginResponse,
  type EventBus,
} from '@shop/shared';

function summaryOf(answer: AutoLoginResponse | undefined): AuthSummary {
  if (!answer?.userData) return LOGGED_OUT_AUTH_SUMMARY;
  return {
    isLoggedIn: true,
    isLoading: false,
    isGuest: answer.guest,
    firstName: answer.userData.name || null,
    loginRedirect: '/',
  };
}

/**
 * Publishes who the shopper is on `account:auth` (auto-login at start: pending sets loading,
 * success logs in when a user comes back, failure logs out) and carries out `account:log-out`.
 */
export function startAuthService(bus: EventBus = getEventBus(), api = apiClient): () => void {
  const previous = bus.getSnapshot('account:auth');
  bus.publish('account:auth', { ...(previous ?? LOGGED_OUT_AUTH_SUMMARY), isLoading: true });

  let stopped = false;
  const publish = (summary: AuthSummary) => {
    if (!stopped) bus.publish('account:auth', summary);
  };

  api.get<AutoLoginResponse>('/auth/autoLogin').then(
    (answer) => publish(summaryOf(answer)),
    () => publish(LOGGED_OUT_AUTH_SUMMARY),
  );

  const stopListening = bus.subscribe('account:log-out', () => {
    // Logout has no failure handler (spec §7): the shopper is logged out here either way.
    api.post('/auth/logout', {}).then(
      () => publish(LOGGED_OUT_AUTH_SUMMARY),
      () => publish(LOGGED_OUT_AUTH_SUMMARY),
    );
  });

  return () => {
    stopped = true;
    stopListening();
  };
}
