import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@shop/shared';
import { serverPage } from './server-page';
import { frameSettings, framePageData, frameRuntimeConfig } from '../test/frame-fixtures';

/** The frame as the renderer writes it for a page it leaves to the browser. */
function showFrame(url: string, locale: 'it' | 'en', pageData = framePageData(locale)) {
  const page = serverPage(
    { url, locale, runtimeConfig: frameRuntimeConfig(), pageData },
    createQueryClient(),
    false,
  );
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the frame the server renders', () => {
  it('writes the Italian frame: top bar, header with the categories, footer, an empty page region', () => {
    showFrame('/', 'it');

    const bar = screen.getByRole('region', { name: 'Messaggi' });
    expect(within(bar).getByTestId('top-bar-message')).toHaveTextContent(
      'Spedizione gratuita da 250 € Scopri',
    );
    expect(within(bar).getByRole('link', { name: 'Scopri' })).toHaveAttribute(
      'href',
      '/pages/shipping',
    );
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Navigazione principale' });
    // Subcategories are in the HTML (for crawlers), in a list closed until its button opens it.
    expect(within(nav).getByRole('link', { name: 'Abiti', hidden: true })).toHaveAttribute(
      'href',
      '/categories/Donna/Abiti',
    );
    expect(within(nav).getByRole('button', { name: 'Donna: sottocategorie' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(header).getByRole('link', { name: 'Aiuto' })).toHaveAttribute(
      'href',
      '/pages/faq',
    );
    expect(within(header).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
    expect(
      within(header).getByRole('button', { name: 'Paese di spedizione: Italia' }),
    ).toBeVisible();
    // What only the shopper's tab knows starts as a guest with an empty cart.
    expect(within(header).getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Carrello, 0 articoli' })).toBeVisible();
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Note legali' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Domande frequenti' })).toHaveAttribute(
      'href',
      '/pages/faq',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('writes the English frame with English texts and /en links, and no Italian-only links', () => {
    showFrame('/en/categories/Men', 'en');

    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent(
      frameSettings.en.globalMessages[0] ?? '',
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/en/categories/Men',
    );
    expect(within(header).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      '/en/pages/faq',
    );
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/en/cart',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/en/pages/faq',
    );
    expect(within(footer).queryByRole('heading', { name: 'Legal' })).not.toBeInTheDocument();
  });

  it('writes the slim frame of login and checkout pages', () => {
    showFrame('/en/login', 'en', { queries: [] });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/en');
    expect(within(header).getByText('Secure payments')).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });

  it('without inline data holds the top bar space and an empty menu, and asks the API nothing', () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;

    showFrame('/', 'it', { queries: [] });

    expect(document.querySelector('.top-bar--pending')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Navigazione principale' })).queryByRole(
        'link',
      ),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('throws on data that breaks a widget, so the server sends the page for the browser to render', () => {
    const broken = framePageData('it');
    broken.queries[1] = {
      queryKey: broken.queries[1]?.queryKey ?? [],
      data: { ...frameSettings.it, globalMessagesLink: null },
    };

    expect(() => showFrame('/', 'it', broken)).toThrow(TypeError);
  });

  it('on a crafted path links only within the shop (and to the social profiles)', () => {
    showFrame('/en//evil.example/login', 'en');

    const offSite = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href !== '#main' && !/^\/(?!\/)/.test(href));
    expect(offSite).toEqual([
      'https://www.instagram.com/',
      'https://www.facebook.com/',
      'https://www.pinterest.com/',
    ]);
  });
});
