import { addNamespace } from '@shop/shared';

export const ACCOUNT_NAMESPACE = 'account';

const it = {
  login: {
    title: 'Accedi',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
    lostPassword: 'Hai dimenticato la password?',
    register: 'Non hai un account? Registrati',
  },
};

const en: typeof it = {
  login: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    lostPassword: 'Forgot your password?',
    register: 'No account yet? Register',
  },
};

/** Registers this remote's texts in the page-wide i18next instance; safe to call more than once. */
export function registerAccountTexts(): void {
  addNamespace(ACCOUNT_NAMESPACE, { it, en });
}
