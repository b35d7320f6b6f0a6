import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { HomePage } from './HomePage';

beforeAll(registerContentTexts);

describe('HomePage', () => {
  it('leads to the Italian collections', () => {
    renderWithShop(<HomePage page="home" locale="it" localePrefix="" />);
    expect(screen.getByRole('link', { name: 'Scopri la collezione Donna' })).toHaveAttribute(
      'href',
      '/categories/Donna',
    );
    expect(screen.getByRole('link', { name: 'Scopri la collezione Uomo' })).toHaveAttribute(
      'href',
      '/categories/Uomo',
    );
    expect(screen.getByRole('link', { name: 'Iscriviti' })).toHaveAttribute(
      'href',
      '/pages/newsletter',
    );
  });

  it('leads to the English collections under /en', () => {
    renderWithShop(<HomePage page="home" locale="en" localePrefix="/en" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Shop the Women collection' })).toHaveAttribute(
      'href',
      '/en/categories/Women',
    );
    expect(screen.getByRole('link', { name: 'Shop the Men collection' })).toHaveAttribute(
      'href',
      '/en/categories/Men',
    );
  });
});
