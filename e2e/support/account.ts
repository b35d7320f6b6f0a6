import type { Page } from '@playwright/test';
import { expect } from './shop';

export const PASSWORD = 'lino-e-cotone-2026';

/**
 * Registers a new customer (an address no earlier run has used) through the registration page;
 * the shop then signs them in. Answers the address.
 */
export async function registerCustomer(page: Page, origin: string, label = 'customer') {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-${label}-${unique}@example.com`;
  await page.goto(`${origin}/login/register`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Conferma password').fill(PASSWORD);
  await main.getByLabel('Nome', { exact: true }).fill('Giulia');
  await main.getByLabel('Cognome').fill('Rossi');
  await main.getByRole('group', { name: 'Sesso' }).getByRole('radio', { name: 'Donna' }).check();
  await main
    .getByRole('group', { name: 'Ti interessa la collezione' })
    .getByRole('radio', { name: 'Donna' })
    .check();
  await main.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await main.getByRole('button', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  return email;
}
