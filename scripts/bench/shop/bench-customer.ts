import { randomBytes } from 'node:crypto';
import type {
  ActivateAccountRequest,
  LoginRequest,
  OperatorOutboxResponse,
  RegisterRequest,
} from '@shop/shared/contracts';
import type { ShopServer } from './shop-server';

/** A customer of the bench's own shop: its address, password and the session cookie it holds. */
export interface BenchCustomer {
  email: string;
  password: string;
  session: { name: string; value: string };
}

/**
 * Registers a customer through the API as the registration page does, then opens the activation
 * link the shop e-mailed (read from the operator's outbox) and keeps the session cookie it sets:
 * pages behind the account guard are measured signed in.
 */
export async function registerBenchCustomer(
  shop: Pick<ShopServer, 'apiOrigin' | 'operatorToken'>,
): Promise<BenchCustomer> {
  const origin = shop.apiOrigin;
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const body: RegisterRequest = {
    email,
    password,
    passwordConfirmation: password,
    name: 'Bianca',
    lastName: 'Bench',
    gender: 'female',
    interest: 'women',
    newsletter: false,
    privacy: true,
    language: 'it',
  };
  await postJson(origin, '/api/auth/register', body, 'Registering the bench customer');
  const activation: ActivateAccountRequest = {
    token: await activationToken(shop, email),
    language: 'it',
  };
  const response = await postJson(
    origin,
    '/api/auth/register/confirm',
    activation,
    'Activating the bench customer',
  );
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
  const [name, value] = (cookie?.split(';')[0] ?? '').split('=');
  if (!name || !value) throw new Error('Activating the bench customer set no session cookie');
  return { email, password, session: { name, value } };
}

async function postJson(origin: string, path: string, body: unknown, what: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The token of the activation link e-mailed to `email`, once the outbox holds it. */
async function activationToken(
  { apiOrigin, operatorToken }: Pick<ShopServer, 'apiOrigin' | 'operatorToken'>,
  email: string,
): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${apiOrigin}/api/operator/outbox?limit=200`, {
      headers: { Authorization: `Bearer ${operatorToken}` },
    });
    const { messages } = (await response.json()) as OperatorOutboxResponse;
    const message = messages.find(
      (candidate) => candidate.to === email && candidate.kind === 'account-activation',
    );
    const token = message && /[?&]activate=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No activation e-mail reached ${email} in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The body of a login with the customer's own credentials, for the login load. */
export function loginBody(customer: BenchCustomer): LoginRequest {
  return { email: customer.email, password: customer.password };
}
