import { untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

test('every remote shares one copy of React', async ({ page, shop }) => {
  // React registers each renderer it starts with the devtools hook: one copy means one renderer.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    (window as unknown as { __renderers: string[] }).__renderers = renderers;
    (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { rendererPackageName?: string; version?: string }) {
        renderers.push(`${renderer.rendererPackageName}@${renderer.version}`);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await page.goto(`${shop.it}/`);
  const main = page.getByRole('main');
  await expect(main.locator('[data-boundary="mf_content"] h1')).toBeVisible();
  // The moves below go through the shell's router, which listens once React has the page.
  await untilHydrated(page);
  for (const [link, boundary] of [
    ['/categories/Uomo', 'mf_catalogue'],
    ['/cart', 'mf_checkout'],
    ['/login', 'mf_account'],
  ] as const) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(main.locator(`[data-boundary="${boundary}"] h1`)).toBeVisible();
  }
  const renderers = await page.evaluate(
    () => (window as unknown as { __renderers: string[] }).__renderers,
  );
  expect(renderers).toHaveLength(1);
  expect(renderers[0]).toMatch(/^react-dom@19\./);
});
