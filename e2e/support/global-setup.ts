import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startShop } from './shop-server';

/** Starts one shop for the whole run; tests that need a differently configured shop start their own. */
export default async function globalSetup() {
  if (!existsSync(path.join(REPO_ROOT, 'api/dist/main.mjs'))) {
    throw new Error('The production build is missing: run `npm run build` first.');
  }
  // Known to the tests, so they can read the e-mail outbox through the operator endpoint.
  const operatorToken = randomBytes(32).toString('base64url');
  const shop = await startShop({ OPERATOR_TOKEN: operatorToken });
  process.env.SHOP_OPERATOR_TOKEN = operatorToken;
  process.env.SHOP_IT_ORIGIN = shop.itOrigin;
  process.env.SHOP_INTL_ORIGIN = shop.intlOrigin;
  process.env.SHOP_CDN_ORIGIN = shop.cdnOrigin;
  process.env.SHOP_API_ORIGIN = `http://127.0.0.1:${shop.port}`;
  return () => shop.stop();
}
