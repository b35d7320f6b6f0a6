import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import NewsletterBlockFragment from '../exposes/newsletter-block';
import ContentRoutes from '../exposes/routes';

describe('what mf-content exposes for the newsletter', () => {
  it('./newsletter-block registers its own texts and renders in the locale it is given', () => {
    renderWithShop(<NewsletterBlockFragment locale="en" />, { route: '/en', locale: 'en' });

    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign up for the newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeInTheDocument();
  });

  it('./routes renders the newsletter page for the page id "newsletter"', async () => {
    renderWithShop(<ContentRoutes page="newsletter" locale="it" localePrefix="" />, {
      route: '/pages/newsletter',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'La nostra newsletter' }),
    ).toBeInTheDocument();
  });
});
