import type { Locale } from '@shop/shared/contracts';
import { escapeHtml } from '../../http/escape-html';
import type { AuthorizationRequest } from './authorization-request';

const TEXTS = {
  it: {
    title: (label: string) => `Accedi con ${label}: provider di prova`,
    note: (label: string) =>
      `Questa pagina fa le veci di ${label} durante lo sviluppo: nessun account reale. Scegli con quale identità tornare al negozio.`,
    email: 'E-mail',
    givenName: 'Nome',
    familyName: 'Cognome',
    allow: 'Continua',
    deny: 'Annulla',
    badEmail: 'Inserisci un indirizzo e-mail valido.',
    badName: 'Nome e cognome: al massimo 100 caratteri ciascuno.',
    sample: { email: 'giulia.rossi@example.com', givenName: 'Giulia', familyName: 'Rossi' },
  },
  en: {
    title: (label: string) => `Sign in with ${label}: test provider`,
    note: (label: string) =>
      `This page stands in for ${label} during development: no real account. Choose who goes back to the shop.`,
    email: 'E-mail',
    givenName: 'First name',
    familyName: 'Last name',
    allow: 'Continue',
    deny: 'Cancel',
    badEmail: 'Enter a valid e-mail address.',
    badName: 'First and last name: at most 100 characters each.',
    sample: { email: 'emma.clarke@example.com', givenName: 'Emma', familyName: 'Clarke' },
  },
} as const;

export type SignInProblem = 'badEmail' | 'badName';

export interface Identity {
  email: string;
  givenName: string;
  familyName: string;
}

/** The sample identity a developer sees filled in, in their language. */
export const sampleIdentity = (language: Locale): Identity => TEXTS[language].sample;

/**
 * The test provider's sign-in page: who signs in (filled with a sample) and two buttons; the
 * authorization request rides along in hidden fields, checked again when the form comes back.
 */
export function signInPageHtml(input: {
  label: string;
  action: string;
  request: AuthorizationRequest;
  identity: Identity;
  problem: SignInProblem | null;
}): string {
  const { request, identity } = input;
  const t = TEXTS[request.language];
  const hidden = Object.entries({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ui_locales: request.language,
    response_mode: request.responseMode,
  }).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
  const field = (name: string, label: string, value: string, type: string, autocomplete: string) =>
    `<p><label for="${name}" style="display:block;font-weight:600">${escapeHtml(label)}</label>` +
    `<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="254" value="${escapeHtml(value)}"` +
    `${input.problem ? ' aria-describedby="sign-in-problem"' : ''}` +
    ' style="box-sizing:border-box;width:100%;min-height:44px;padding:0 0.75rem;font-size:1rem;border:1px solid #595959;border-radius:4px"></p>';
  const button = (decision: string, label: string, colour: string, background: string) =>
    `<button type="submit" name="decision" value="${decision}"${decision === 'deny' ? ' formnovalidate' : ''} style="min-height:44px;min-width:44px;padding:0 1.5rem;margin:0.5rem 0.5rem 0 0;font-size:1rem;border:1px solid #1a1a1a;border-radius:4px;color:${colour};background:${background}">${escapeHtml(label)}</button>`;
  return [
    '<!doctype html>',
    `<html lang="${request.language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.title(input.label))}</title></head>`,
    '<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a">',
    `<main><h1 style="font-size:1.5rem">${escapeHtml(t.title(input.label))}</h1>`,
    `<p>${escapeHtml(t.note(input.label))}</p>`,
    input.problem
      ? `<p id="sign-in-problem" role="alert" style="color:#8a1c1c;font-weight:600">${escapeHtml(t[input.problem])}</p>`
      : '',
    `<form method="post" action="${escapeHtml(input.action)}">`,
    ...hidden,
    field('email', t.email, identity.email, 'email', 'email'),
    field('given_name', t.givenName, identity.givenName, 'text', 'given-name'),
    field('family_name', t.familyName, identity.familyName, 'text', 'family-name'),
    `<p>${button('allow', t.allow, '#fff', '#1a1a1a')}${button('deny', t.deny, '#1a1a1a', '#fff')}</p>`,
    '</form></main></body></html>',
  ].join('\n');
}
