import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@shop/shared';
import { confirmEmailChange } from './profile-api';

/** Where the link sent to a new address carries its token: `/account/profile?confirmEmail=…`. */
const CONFIRM_PARAMETER = 'confirmEmail';

/**
 * On the profile page the link to a new address opens: takes the token out of the address bar
 * (a reload must not send a used link again) and confirms the change, once.
 */
export function useEmailConfirmation(
  locale: Locale,
  done: (outcome: { message: string } | { error: unknown }) => void,
): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    const parameters = new URLSearchParams(search);
    const token = parameters.get(CONFIRM_PARAMETER);
    if (token === null || sent.current) return;
    sent.current = true;
    parameters.delete(CONFIRM_PARAMETER);
    const rest = parameters.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    confirmEmailChange({ token, language: locale }).then(
      (answer) => done({ message: answer.message }),
      (error: unknown) => done({ error }),
    );
    // Once, when the page opens with a link's token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
