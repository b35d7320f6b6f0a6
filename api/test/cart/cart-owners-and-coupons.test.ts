import { testAppForFile } from '../helpers/build-test-app';
import {
  setStock,
  shopper,
  testVariants,
  type Shopper,
  variantSupply,
} from '../helpers/checkout-shopper';

const shop = testAppForFile();

const db = () => shop.database.db;
/** Variants no other test of this file uses. */
const variants = variantSupply(db);

const applyCoupon = (browser: Shopper, code: string, language = 'it') =>
  browser.call('POST', '/api/cart/addDiscount', { code, language });

describe('a cart bound to the session', () => {
  test('a customer’s cart is theirs in every browser, and a logout leaves it behind', async () => {
    const [variant] = await variants(1);
    const first = shopper(shop.app);
    const { email, password } = await first.register();
    expect((await first.add(variant, 2)).statusCode).toBe(200);
    // A customer's cart needs no cart cookie: it is the customer's.
    expect(first.cookies.cart).toBeUndefined();

    const second = shopper(shop.app);
    expect((await second.login(email, password)).statusCode).toBe(200);
    expect((await second.cart()).itemCount).toBe(2);

    await second.call('POST', '/api/auth/logout', {});
    expect((await second.cart()).items).toEqual([]);
  });

  test('a visitor’s cart carries over on login, merged and capped by stock and the line cap', async () => {
    const [shared, capped, soldOut] = await variants(3);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    await customer.add(shared, 2);
    await customer.add(capped, 8);
    await customer.call('POST', '/api/auth/logout', {});

    const visitor = shopper(shop.app);
    await visitor.add(shared, 3);
    await visitor.add(capped, 5);
    await visitor.add(soldOut, 1);
    await setStock(db(), shared.colourId, shared.size, 4);
    await setStock(db(), soldOut.colourId, soldOut.size, 0);
    expect(visitor.cookies.cart).toBeDefined();

    expect((await visitor.login(email, password)).statusCode).toBe(200);
    expect(visitor.cookies.cart).toBeUndefined();
    const quantities = Object.fromEntries(
      (await visitor.cart()).items.map((item) => [`${item.productId}/${item.size}`, item.quantity]),
    );
    expect(quantities).toEqual({
      [`${shared.sku}/${shared.size}`]: 4,
      [`${capped.sku}/${capped.size}`]: 10,
    });
  });

  test('a guest keeps the cart they filled as a visitor', async () => {
    const [variant] = await variants(1);
    const browser = shopper(shop.app);
    await browser.add(variant, 1);
    expect((await browser.guest('ospite@example.it')).statusCode).toBe(200);
    expect((await browser.cart()).itemCount).toBe(1);
  });

  test('100 simultaneous adds to one cart lose no update and count none twice', async () => {
    const lines = await variants(10, 50);
    const browser = shopper(shop.app);
    const [first] = lines;
    await browser.add(first, 1);
    const targets = Array.from({ length: 99 }, (_, index) => lines[(index + 1) % lines.length]);
    const answers = await Promise.all(targets.map((line) => browser.add(line ?? first, 1)));

    // The adds wait on one cart's lock. On a busy machine some may outwait the pool (3 s): the
    // shop then refuses them (503, Retry-After) rather than queue for ever. Each add is either in
    // the cart once or refused, never lost or doubled.
    const keyOf = (line?: { sku: string; colour: string; size: string }) =>
      `${line?.sku}/${line?.colour}/${line?.size}`;
    const expected = new Map([[keyOf(first), 1]]);
    answers.forEach((answer, index) => {
      if (answer.statusCode === 503) {
        expect(answer.headers['retry-after']).toBeDefined();
        return;
      }
      expect(answer.statusCode).toBe(200);
      const key = keyOf(targets[index]);
      expected.set(key, (expected.get(key) ?? 0) + 1);
    });
    const cart = await browser.cart();
    const quantities = new Map(
      cart.items.map((item) => [
        `${item.productId}/${item.colour.code}/${item.size}`,
        item.quantity,
      ]),
    );
    expect(quantities).toEqual(expected);
    expect(cart.itemCount).toBe([...expected.values()].reduce((sum, count) => sum + count, 0));
  });
});

describe('coupons', () => {
  async function cartWith(count = 1) {
    const browser = shopper(shop.app);
    const lines = await variants(count);
    for (const line of lines) await browser.add(line, 1);
    return { browser, lines };
  }

  test('an unknown code is refused with the spec text, in Italian and English', async () => {
    const { browser } = await cartWith();
    const refused = await applyCoupon(browser, 'NONESISTE');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'Coupon sconto non valido' });
    expect((await applyCoupon(browser, 'NONESISTE', 'en')).json()).toEqual({
      message: 'Invalid discount coupon',
    });
    expect((await browser.cart()).couponCode).toBeNull();
  });

  test('a percentage is computed by the server on the subtotal, whatever the case typed', async () => {
    const { browser } = await cartWith(2);
    const applied = await applyCoupon(browser, ' saldi20 ');
    expect(applied.statusCode).toBe(200);
    const cart = await browser.cart();
    expect(applied.json()).toEqual({ message: 'Coupon sconto applicato', cart });
    expect(cart.couponCode).toBe('SALDI20');
    expect(cart.discountCents).toBe(Math.round(cart.subtotalCents * 0.2));
    expect(cart.totalCents).toBe(cart.subtotalCents - cart.discountCents + cart.shippingCents);

    const removed = await browser.call('POST', '/api/cart/removeDiscount', { language: 'it' });
    const without = await browser.cart();
    expect(removed.json()).toEqual({ message: 'Coupon sconto rimosso', cart: without });
    expect(without).toMatchObject({ couponCode: null, discountCents: 0 });
  });

  test('an amount never exceeds the subtotal', async () => {
    await db()
      .insertInto('coupons')
      .values({
        code: 'MEGA999',
        kind: 'amount',
        value: 99_999_00,
        valid_from: null,
        valid_until: null,
      })
      .execute();
    const { browser } = await cartWith();
    expect((await applyCoupon(browser, 'MEGA999')).statusCode).toBe(200);
    const cart = await browser.cart();
    expect(cart.discountCents).toBe(cart.subtotalCents);
    expect(cart.totalCents).toBe(cart.shippingCents);
  });

  test('a coupon outside its dates, or single-use and used, is not valid', async () => {
    const dayMs = 86_400_000;
    await db()
      .insertInto('coupons')
      .values([
        {
          code: 'SCADUTO',
          kind: 'percent',
          value: 10,
          valid_from: null,
          valid_until: new Date(Date.now() - dayMs),
        },
        {
          code: 'FUTURO',
          kind: 'percent',
          value: 10,
          valid_from: new Date(Date.now() + dayMs),
          valid_until: null,
        },
        {
          code: 'USATO',
          kind: 'amount',
          value: 500,
          single_use: true,
          uses: 1,
          valid_from: null,
          valid_until: null,
        },
      ])
      .execute();
    const { browser } = await cartWith();
    for (const code of ['SCADUTO', 'FUTURO', 'USATO']) {
      const refused = await applyCoupon(browser, code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'Coupon sconto non valido' });
    }
  });

  test('a coupon that excludes a product in the cart names the spec’s refusal', async () => {
    const browser = shopper(shop.app);
    const [accessory] = await testVariants(db(), 1, { categoryCode: 'men-accessories' });
    await browser.add(accessory, 1);
    const refused = await applyCoupon(browser, 'ESTATE10');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Uno o piu prodotti del tuo carrello non sono elegibili per questo coupon sconto.',
    });
    expect((await browser.cart()).couponCode).toBeNull();
  });

  test('lines added after the coupon that it excludes get no discount', async () => {
    const [kept, later] = await testVariants(db(), 2, {
      categoryCode: 'women-dresses',
      distinctProducts: true,
    });
    const laterProduct = await db()
      .selectFrom('products')
      .select('id')
      .where('sku', '=', later.sku)
      .executeTakeFirstOrThrow();
    expect(later.sku).not.toBe(kept.sku);
    await db()
      .insertInto('coupons')
      .values({
        code: 'NOPRODOTTO',
        kind: 'percent',
        value: 50,
        valid_from: null,
        valid_until: null,
      })
      .execute();
    await db()
      .insertInto('coupon_excluded_products')
      .values({ coupon_code: 'NOPRODOTTO', product_id: laterProduct.id })
      .execute();
    const browser = shopper(shop.app);
    await browser.add(kept, 1);
    expect((await applyCoupon(browser, 'NOPRODOTTO')).statusCode).toBe(200);
    await browser.add(later, 1);
    const cart = await browser.cart();
    expect(cart.couponCode).toBe('NOPRODOTTO');
    expect(cart.discountCents).toBe(Math.round(kept.priceCents * 0.5));
  });

  test('the newsletter’s 10% code works for its subscriber only, and not once redeemed', async () => {
    await db()
      .insertInto('newsletter_subscriptions')
      .values({
        email: 'Iscritta@example.it',
        language: 'it',
        privacy_consent: true,
        status: 'confirmed',
        confirmed_at: new Date(),
        discount_code: 'BENVENUTO10-TESTCODE22',
      })
      .execute();
    const subscriber = shopper(shop.app);
    await subscriber.guest('iscritta@example.it');
    const [variant] = await variants(1);
    await subscriber.add(variant, 2);
    expect((await applyCoupon(subscriber, 'benvenuto10-testcode22')).statusCode).toBe(200);
    const cart = await subscriber.cart();
    expect(cart.discountCents).toBe(Math.round(cart.subtotalCents * 0.1));

    const other = shopper(shop.app);
    await other.guest('altra@example.it');
    await other.add(variant, 1);
    const refused = await applyCoupon(other, 'BENVENUTO10-TESTCODE22');
    expect(refused.json()).toEqual({ message: 'Coupon sconto non valido' });

    await db()
      .updateTable('newsletter_subscriptions')
      .set({ discount_redeemed_at: new Date() })
      .where('discount_code', '=', 'BENVENUTO10-TESTCODE22')
      .execute();
    expect((await subscriber.cart()).discountCents).toBe(0);
    expect((await applyCoupon(subscriber, 'BENVENUTO10-TESTCODE22')).statusCode).toBe(422);
  });
});
