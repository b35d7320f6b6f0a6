import { test as base, expect } from '@playwright/test';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the shop.`);
  return value;
}

/** The shop started by the global setup. */
export const test = base.extend<{
  shop: { it: string; intl: string; cdn: string; api: string; operatorToken: string };
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  shop: async ({}, use) => {
    await use({
      it: required('SHOP_IT_ORIGIN'),
      intl: required('SHOP_INTL_ORIGIN'),
      cdn: required('SHOP_CDN_ORIGIN'),
      // For requests made from Node (not the browser), which cannot resolve *.localhost names.
      api: required('SHOP_API_ORIGIN'),
      // The bearer token of the operator endpoints (the e-mail outbox).
      operatorToken: required('SHOP_OPERATOR_TOKEN'),
    });
  },
});

export { expect };
