import type { OperatorOutboxResponse, RegisterRequest } from '@shop/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { operatorTokenOf } from './build-test-app';

export const SESSION_COOKIE = 'session';
export const DEVICE_COOKIE = 'device';

let registered = 0;

/**
 * A registration body that passes every rule, with a fresh address unless one is given; an
 * override may break a rule on purpose.
 */
export function registration(
  overrides: { [Field in keyof RegisterRequest]?: unknown } = {},
): RegisterRequest {
  registered += 1;
  const body: { [Field in keyof RegisterRequest]?: unknown } = {
    email: `cliente${registered}.${Date.now()}@example.it`,
    password: 'Lino-e-seta-2026',
    passwordConfirmation: 'Lino-e-seta-2026',
    name: 'Giulia',
    lastName: 'Bianchi',
    birthday: { day: 7, month: 3, year: 1990 },
    gender: 'female',
    interest: 'women',
    newsletter: false,
    privacy: true,
    language: 'it',
    redirect: undefined,
    consentTextVersions: undefined,
    ...overrides,
  };
  return body as RegisterRequest;
}

export interface Browser {
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** The session cookie's token the browser holds, if any. */
  readonly session: string | undefined;
  /** Sets (or forgets) the session cookie by hand: another tab, a stolen cookie. */
  useSession(token: string | undefined): void;
  /** The known-device cookie's token the browser holds, if any (sent to `/api/auth/…` only). */
  readonly device: string | undefined;
}

/**
 * A shopper's browser on `app`: keeps the session cookie, and the known-device cookie for the
 * auth calls, between calls, as a browser would.
 */
export function browser(app: FastifyInstance, remoteAddress = '198.51.100.1'): Browser {
  let session: string | undefined;
  let device: string | undefined;
  return {
    async call(method, url, payload, headers = {}) {
      const cookies = [
        ...(session ? [`${SESSION_COOKIE}=${session}`] : []),
        ...(device && url.startsWith('/api/auth/') ? [`${DEVICE_COOKIE}=${device}`] : []),
      ];
      const response = await app.inject({
        method,
        url,
        remoteAddress,
        headers: { ...headers, ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}) },
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      });
      const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
      if (cookie) session = cookie.value || undefined;
      const known = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
      if (known) device = known.value || undefined;
      return response;
    },
    get device() {
      return device;
    },
    get session() {
      return session;
    },
    useSession(token) {
      session = token;
    },
  };
}

/** Anything that posts as one browser: a `Browser`, a checkout `Shopper`. */
export interface Poster {
  call(method: 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** The token of the registration link (`/login/register?activate=…`) in an e-mail's text. */
export function activationTokenIn(text: string): string {
  const token = /\/login\/register\?activate=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No activation link in:\n${text}`);
  return token;
}

/** The newest e-mail of `kind` to `recipient`, read as an operator reads the outbox. */
export async function newestEmail(app: FastifyInstance, recipient: string, kind: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/operator/outbox?limit=200',
    headers: { authorization: `Bearer ${operatorTokenOf(app)}` },
  });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
  const message = response
    .json<OperatorOutboxResponse>()
    .messages.find((entry) => entry.to === recipient && entry.kind === kind);
  if (!message) throw new Error(`No ${kind} e-mail to ${recipient}`);
  return message;
}

/**
 * Registers as a shopper does: the form, then the link of the activation e-mail, which creates
 * the account and logs the browser in. Answers the link's answer.
 */
export async function registerCustomer(
  app: FastifyInstance,
  shopper: Poster,
  body: RegisterRequest,
): Promise<LightMyRequestResponse> {
  const registered = await shopper.call('POST', '/api/auth/register', body);
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const email = await newestEmail(app, body.email, 'account-activation');
  const activated = await shopper.call('POST', '/api/auth/register/confirm', {
    token: activationTokenIn(email.text),
    language: body.language,
  });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.body}`);
  return activated;
}
