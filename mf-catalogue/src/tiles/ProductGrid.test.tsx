import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerCatalogueTexts } from '../i18n';
import { productSummary } from '../test/catalogue-fixtures';
import { ProductGrid } from './ProductGrid';

beforeAll(registerCatalogueTexts);

const products = Array.from({ length: 12 }, (_, index) => productSummary(index + 1));

/** The screens a tile's picture waits on for the page to be idle; null when it does not wait. */
function heldOn(index: number): string | null {
  const picture = screen.getByRole('img', {
    name: `ucam${String(index + 1).padStart(4, '0')} navy`,
  });
  return picture.parentElement?.querySelector('source')?.getAttribute('media') ?? null;
}

test("a phone's first row is fetched at once; a wider first screen's tiles wait on phones only; the rest wait", () => {
  renderWithShop(<ProductGrid products={products} locale="it" localePrefix="" />);

  expect([0, 1].map(heldOn)).toEqual([null, null]);
  expect(screen.getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');
  expect([2, 3].map(heldOn)).toEqual(['(max-width: 767px)', '(max-width: 767px)']);
  expect([4, 11].map(heldOn)).toEqual(['all', 'all']);
});

test('a grid below the first screen fetches no picture before the page is idle', () => {
  renderWithShop(
    <ProductGrid products={products} locale="it" localePrefix="" aboveTheFold={false} />,
  );

  expect([0, 5, 11].map(heldOn)).toEqual(['all', 'all', 'all']);
});
