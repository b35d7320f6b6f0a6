import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { ContentPage } from './ContentPage';

beforeAll(registerContentTexts);

const renderPage = (route: string, locale: 'it' | 'en' = 'it') =>
  renderWithShop(
    <Routes>
      <Route path="/pages/*" element={<ContentPage locale={locale} />} />
      <Route path="/en/pages/*" element={<ContentPage locale={locale} />} />
    </Routes>,
    { route, locale },
  );

describe('ContentPage', () => {
  it('shows the FAQ with the customer-service hours', () => {
    renderPage('/pages/faq');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/dal lunedì al venerdì, dalle 8:30 alle 17:30/)).toBeInTheDocument();
  });

  it('states the shipping rules of each language', () => {
    renderPage('/en/pages/shipping', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(
      screen.getByText(/free on orders of €250 or more; below that it costs €14/),
    ).toBeInTheDocument();
  });

  it('answers the misspelt terms link with the terms page', () => {
    renderPage('/pages/terms-condtions');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
  });

  it('reports an unknown id as not found, so the shell shows its 404 page', () => {
    const { bus } = renderPage('/pages/nothing-here');
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      path: '/pages/nothing-here',
      notFound: true,
      title: 'Pagina non trovata',
    });
  });

  it('gives the shell its title and the same page in English', () => {
    const { bus } = renderPage('/pages/returns');
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      title: 'Resi',
      alternates: { it: '/pages/returns', en: '/en/pages/returns' },
    });
  });
});
