import type { RegisterRequest } from '@shop/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const SESSION_COOKIE = 'session';

let registered = 0;

/** A registration body that passes every rule, with a fresh address unless one is given. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  registered += 1;
  return {
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
    ...overrides,
  };
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
}

/** A shopper's browser on `app`: keeps the session cookie between calls, as a browser would. */
export function browser(app: FastifyInstance, remoteAddress = '198.51.100.1'): Browser {
  let session: string | undefined;
  return {
    async call(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        remoteAddress,
        headers: { ...headers, ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      });
      const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
      if (cookie) session = cookie.value || undefined;
      return response;
    },
    get session() {
      return session;
    },
    useSession(token) {
      session = token;
    },
  };
}
