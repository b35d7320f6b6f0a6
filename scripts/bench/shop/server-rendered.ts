import { PAGE_RENDERED_ATTRIBUTE } from '@shop/shared/contracts';

/** How long the renderers may take to load every remote's pages after the first page starts them. */
const RENDERERS_READY_WITHIN_MS = 120_000;

/** Waits until the shop at `origin` (with `SSR=on`) renders its pages on the server. */
export async function untilServerRendered(
  origin: string,
  path = '/categories/Uomo',
): Promise<void> {
  const givingUp = Date.now() + RENDERERS_READY_WITHIN_MS;
  while (Date.now() < givingUp) {
    const html = await (await fetch(`${origin}${path}`)).text();
    if (html.includes(`${PAGE_RENDERED_ATTRIBUTE}=""`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No page was rendered on the server within ${RENDERERS_READY_WITHIN_MS} ms`);
}
