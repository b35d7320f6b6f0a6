import type { CartItem } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import {
  setStock,
  shopper,
  type Shopper,
  type TestVariant,
  variantSupply,
} from '../helpers/checkout-shopper';

const shop = testAppForFile();

const db = () => shop.database.db;
const variants = variantSupply(db, 40);
async function variantWithStock(stock: number): Promise<TestVariant> {
  const [variant] = await variants(1, stock);
  return variant;
}

async function lineOf(browser: Shopper, lang = 'it'): Promise<CartItem> {
  const [item] = (await browser.cart(lang)).items;
  if (!item) throw new Error('the cart has no line');
  return item;
}

function edit(browser: Shopper, variant: TestVariant, quantity: number, language = 'it') {
  return browser.call('PATCH', '/api/cart/edit', {
    productId: variant.sku,
    colour: variant.colour,
    size: variant.size,
    quantity,
    language,
  });
}

test('a well-stocked line says only that it is available: no stock count in the answer', async () => {
  const variant = await variantWithStock(57);
  const browser = shopper(shop.app);
  await browser.add(variant, 2);
  const response = await browser.call('GET', '/api/cart?lang=it');
  const item = await lineOf(browser);
  expect(item).toMatchObject({ available: true, onlyLeft: null, exceedsStock: false });
  expect(item).not.toHaveProperty('inStock');
  expect(response.body).not.toContain('57');
});

test('at or below the threshold the line says "only N left"; sold out, that it is unavailable', async () => {
  const variant = await variantWithStock(3);
  const browser = shopper(shop.app);
  await browser.add(variant, 1);
  expect(await lineOf(browser)).toMatchObject({ available: true, onlyLeft: 3 });
  await setStock(db(), variant.colourId, variant.size, 4);
  expect(await lineOf(browser)).toMatchObject({ available: true, onlyLeft: null });
  await setStock(db(), variant.colourId, variant.size, 0);
  expect(await lineOf(browser)).toMatchObject({
    available: false,
    onlyLeft: null,
    exceedsStock: true,
  });
});

test('asking for more than there is: the count is told only when few are left', async () => {
  const variant = await variantWithStock(6);
  const browser = shopper(shop.app);
  expect((await browser.add(variant, 4)).statusCode).toBe(200);

  const tooMany = await browser.add(variant, 3);
  expect(tooMany.statusCode).toBe(409);
  expect(tooMany.json()).toEqual({
    message: 'Non abbiamo così tanti pezzi di questa taglia: scegline di meno',
  });
  const edited = await edit(browser, variant, 7, 'en');
  expect(edited.statusCode).toBe(409);
  expect(edited.json()).toEqual({
    message: 'We do not have that many pieces in this size: choose fewer',
  });

  await setStock(db(), variant.colourId, variant.size, 2);
  const few = await edit(browser, variant, 3);
  expect(few.json()).toEqual({ message: 'Sono rimasti solo 2 pezzi di questa taglia' });
  const fewEnglish = await edit(browser, variant, 3, 'en');
  expect(fewEnglish.json()).toEqual({ message: 'Only 2 pieces left in this size' });
  // The line (4 pieces) now exceeds the stock, and says by how much only because few are left.
  expect(await lineOf(browser)).toMatchObject({ onlyLeft: 2, exceedsStock: true });
});

test('a refusal at the per-line cap tells the cap, not the stock', async () => {
  const variant = await variantWithStock(40);
  const browser = shopper(shop.app);
  expect((await browser.add(variant, 8)).statusCode).toBe(200);
  const added = await browser.add(variant, 5);
  expect(added.statusCode).toBe(409);
  expect(added.json()).toEqual({ message: 'Puoi aggiungere ancora 2 pezzi di questa taglia' });
  expect(JSON.stringify(added.json())).not.toContain('40');
});
