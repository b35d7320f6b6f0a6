import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocalizedShopPath, type Locale } from '@shop/shared';
import { useNavigate } from 'react-router-dom';
import { socialLogin } from '../auth/auth-slice';
import { useAuthDispatch } from '../auth/use-auth';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { readSocialLoginReturn } from './social-login-flow';

/**
 * On the login page the provider sends the shopper back to: reads its answer from the URL
 * fragment once, removes it from the address bar (an ID token must not stay in history), posts a
 * checked ID token to `POST /api/auth/socialLogin` and goes where login would. Answers the text
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
    const answer = readSocialLoginReturn(window.location.hash);
    if (answer.outcome === 'none') return;
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    if (answer.outcome === 'refused') {
      setError(t('social.failed', { provider: answer.label }));
      return;
    }
    setBusy(true);
    void dispatch(
      socialLogin({
        provider: answer.provider,
        idToken: answer.idToken,
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
    // Once, when the page opens: the fragment is gone afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { error, busy };
}
