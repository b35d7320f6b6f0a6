import { screen, waitFor, within } from '@testing-library/react';
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

  it('tells the shell it has the same category in English, for the language switch', async () => {
    mockApi({ 'GET /api/categories': { body: categories } });
    const { bus } = renderCategory('/categories/Uomo/Camicie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camicie' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      path: '/categories/Uomo/Camicie',
      title: 'Uomo · Camicie',
      alternates: { it: '/categories/Uomo/Camicie', en: '/en/categories/Men/Shirts' },
    });
  });

  it('reports a category that does not exist as not found', async () => {
    mockApi({ 'GET /api/categories': { body: categories } });
    const { bus } = renderCategory('/categories/Uomo/Abiti');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/categories/Uomo/Abiti',
        notFound: true,
      }),
    );
  });

  it('reports /categories/%25E0 as not found instead of failing', async () => {
    mockApi({ 'GET /api/categories': { body: categories } });
    const { bus } = renderCategory('/categories/%25E0');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/categories/%25E0',
        notFound: true,
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the shopper when the catalogue cannot be reached', async () => {
    mockApi({ 'GET /api/categories': { status: 503, body: { message: 'Database unavailable' } } });
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la categoria.',
    );
  });
});
