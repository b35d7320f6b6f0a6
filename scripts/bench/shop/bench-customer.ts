import { randomBytes } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@shop/shared/contracts';

/** A customer of the bench's own shop: its address, password and the session cookie it holds. */
export interface BenchCustomer {
  email: string;
  password: string;
  session: { name: string; value: string };
}

/**
 * Registers a customer through the API, as the registration page does, and keeps the session
 * cookie the answer sets: pages behind the account guard are measured signed in.
 */
export async function registerBenchCustomer(origin: string): Promise<BenchCustomer> {
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
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `Registering the bench customer answered ${response.status}: ${await response.text()}`,
    );
  }
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
  const [name, value] = (cookie?.split(';')[0] ?? '').split('=');
  if (!name || !value) throw new Error('Registering the bench customer set no session cookie');
  return { email, password, session: { name, value } };
}

/** The body of a login with the customer's own credentials, for the login load. */
export function loginBody(customer: BenchCustomer): LoginRequest {
  return { email: customer.email, password: customer.password };
}
