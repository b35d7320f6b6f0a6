import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocalizedShopPath, type Locale } from '@shop/shared';
import { useNavigate } from 'react-router-dom';
import { socialLogin } from '../auth/auth-slice';
import { useAuthDispatch } from '../auth/use-auth';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { PROVIDER_ANSWER_PARAMETERS, readSocialLoginReturn } from './social-login-flow';

/**
 * On the login page the provider sends the shopper back to: reads its answer from the query once,
 * removes it from the address bar (a reload must not send a used code again), posts the code with
 * this tab's PKCE verifier and nonce to `POST /api/auth/socialLogin` and goes where login would. Answers the text
 * to show when the sign-in failed (spec §4 gives social login no failure transition, so the
 * page keeps it), and whether a sign-in is under way.
 */
export function useSocialLoginReturn(locale: Locale): { error: string | null; busy: boolean } {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const answer = readSocialLoginReturn(window.location.search);
    if (answer.outcome === 'none') return;
    const rest = new URLSearchParams(window.location.search);
    for (const parameter of PROVIDER_ANSWER_PARAMETERS) rest.delete(parameter);
    const query = rest.toString();
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + (query ? `?${query}` : '') + window.location.hash,
    );
    if (answer.outcome === 'refused') {
      // No label: nothing was pending in this tab (another tab started it, or it was used).
      setError(
        answer.label ? t('social.failed', { provider: answer.label }) : t('social.failedSomewhere'),
      );
      return;
    }
    setBusy(true);
    void dispatch(
      socialLogin({
        provider: answer.provider,
        code: answer.code,
        codeVerifier: answer.codeVerifier,
        redirectUri: answer.redirectUri,
        nonce: answer.nonce,
        language: locale,
        ...(answer.redirect ? { redirect: answer.redirect } : {}),
      }),
    ).then((result) => {
      setBusy(false);
      if (socialLogin.fulfilled.match(result) && result.payload.token === true) {
        void navigate(toLocalizedShopPath(result.payload.redirect || '/', locale), {
          replace: true,
        });
      } else {
        const message = socialLogin.rejected.match(result) ? result.payload : undefined;
        setError(message ?? t('social.failed', { provider: answer.label }));
      }
    });
    // Once, when the page opens: the answer is gone afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { error, busy };
}
