import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { NewsletterPage } from './NewsletterPage';

beforeAll(registerContentTexts);

const ALTERNATES = { it: '/pages/newsletter', en: '/en/pages/newsletter' };

describe('NewsletterPage', () => {
  it('tells the benefits and offers the signup form, in Italian', () => {
    const { bus } = renderWithShop(
      <NewsletterPage page="newsletter" locale="it" localePrefix="" />,
      { route: '/pages/newsletter' },
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'La nostra newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/codice sconto del 10% sul tuo primo ordine/)).toBeInTheDocument();
    expect(screen.getByText(/nuove collezioni/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Iscriviti alla newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toEqual({
      path: '/pages/newsletter',
      title: 'La nostra newsletter',
      description:
        'Iscriviti alla newsletter: 10% di sconto sul primo ordine e le novità sulle collezioni.',
      alternates: ALTERNATES,
    });
  });

  it('is in English under /en, with the same alternates', () => {
    const { bus } = renderWithShop(
      <NewsletterPage page="newsletter" locale="en" localePrefix="/en" />,
      { route: '/en/pages/newsletter', locale: 'en' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Our newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/10% discount code for your first order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      path: '/en/pages/newsletter',
      title: 'Our newsletter',
      alternates: ALTERNATES,
    });
  });
});
