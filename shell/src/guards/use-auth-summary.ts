import {
  INITIAL_AUTH_SUMMARY,
  LOGGED_OUT_AUTH_SUMMARY,
  useBusState,
  type AuthSummary,
} from '@shop/shared';
import { useServiceStatus } from '../services/remote-services';

/**
 * Who the shopper is, from `account:auth`; while the account service has not said, loading — and
 * logged out if that service could not start, so no page waits for it forever.
 */
export function useAuthSummary(): AuthSummary {
  const published = useBusState('account:auth');
  const status = useServiceStatus('mf_account');
  if (published) return published;
  return status === 'failed' ? LOGGED_OUT_AUTH_SUMMARY : INITIAL_AUTH_SUMMARY;
}
