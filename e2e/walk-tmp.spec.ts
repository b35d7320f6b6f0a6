import { test } from '@playwright/test';
import { guestToPayment, fillShippingAddress } from './support/checkout';

const origin = process.env.WALK_ORIGIN ?? 'http://127.0.0.1:18080';
const api = origin;

for (const width of [320, 1280]) {
  test(`walk at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await guestToPayment(page, origin, api);
    const main = page.getByRole('main');
    // Submit empty: every field's message.
    await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/pay-empty-${width}.png`, fullPage: true });
    await fillShippingAddress(page);
    await main.getByLabel('CAP').fill('00184');
    await main.getByLabel(/fattura/i).first().check().catch(() => undefined);
    await page.waitForTimeout(500);
    const vat = main.getByLabel(/Partita IVA/);
    if (await vat.count()) {
      await main.getByLabel(/Ragione sociale|Azienda|Società/).first().fill('Sartoria Srl').catch(() => undefined);
      await vat.fill('07643520568');
      await main.getByLabel(/destinatario/i).first().fill('M5UXCR1').catch(() => undefined);
      await main.getByLabel(/PEC/).first().fill('fatture@pec.sartoria.it').catch(() => undefined);
    }
    await main.getByRole('radio', { name: /Carta di credito/ }).check();
    await main.getByLabel('Numero della carta').fill('4242 4242 4242 4241');
    await main.getByLabel('Scadenza (MM/AA)').fill('01/20');
    await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/pay-errors-${width}.png`, fullPage: true });
    // The footer's newsletter block with a bad address.
    await page.goto(`${origin}/pages/about`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(1500);
    const email = footer.getByLabel(/email/i).first();
    if (await email.count()) {
      await email.fill('anna@');
      await footer.getByRole('button', { name: /Iscriviti/ }).click().catch(() => undefined);
      await page.waitForTimeout(500);
    }
    await page.screenshot({ path: `/tmp/shots/footer-${width}.png`, fullPage: false });
  });
}
