import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { CategoriesResponse } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { CategoryPage } from './CategoryPage';

beforeAll(registerCatalogueTexts);

const categories: CategoriesResponse = {
  locale: 'it',
  categories: [
    {
      id: 'men',
      name: 'Uomo',
      path: 'Uomo',
      paths: { it: 'Uomo', en: 'Men' },
      children: [
        {
          id: 'men-shirts',
          name: 'Camicie',
          path: 'Uomo/Camicie',
          paths: { it: 'Uomo/Camicie', en: 'Men/Shirts' },
          children: [],
        },
      ],
    },
  ],
};

const renderCategory = (route: string) =>
  renderWithShop(
    <Routes>
      <Route
        path="/categories/*"
        element={<CategoryPage page="category" locale="it" localePrefix="" />}
      />
    </Routes>,
    { route },
  );

describe('CategoryPage', () => {
  it('shows the category with its subcategories and breadcrumb', async () => {
    mockApi({ 'GET /api/categories': { body: categories } });
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uomo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camicie' })).toHaveAttribute(
      'href',
      '/categories/Uomo/Camicie',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(breadcrumb).getByText('Uomo')).toHaveAttribute('aria-current', 'page');
  });

  it('says when a category does not exist', async () => {
    mockApi({ 'GET /api/categories': { body: categories } });
    renderCategory('/categories/Uomo/Abiti');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Categoria non trovata' }),
    ).toBeInTheDocument();
  });

  it('tells the shopper when the catalogue cannot be reached', async () => {
    mockApi({ 'GET /api/categories': { status: 503, body: { message: 'Database unavailable' } } });
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la categoria.',
    );
  });
});
