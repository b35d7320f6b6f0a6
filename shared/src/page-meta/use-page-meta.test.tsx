import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithShop } from '../../test/render-with-shop';
import { PageNotFound } from './page-not-found';
import type { PageMetaInput } from '../contracts/page-meta';
import { usePageMeta } from './use-page-meta';

function Page({ meta }: { meta: PageMetaInput | null }) {
  usePageMeta(meta);
  return <Link to="/pages/about">About</Link>;
}

describe('usePageMeta', () => {
  it('publishes the page data with the path it describes', () => {
    const { bus } = renderWithShop(
      <Page meta={{ title: 'FAQ', alternates: { it: '/pages/faq', en: '/en/pages/faq' } }} />,
      {
        route: '/pages/faq',
      },
    );
    expect(bus.getSnapshot('shell:page-meta')).toEqual({
      path: '/pages/faq',
      title: 'FAQ',
      alternates: { it: '/pages/faq', en: '/en/pages/faq' },
    });
  });

  it('publishes nothing while the data is loading', () => {
    const { bus } = renderWithShop(<Page meta={null} />, { route: '/pages/faq' });
    expect(bus.getSnapshot('shell:page-meta')).toBeUndefined();
  });

  it('follows the path when the page changes', async () => {
    const { bus } = renderWithShop(<Page meta={{ title: 'Same page data', notFound: true }} />, {
      route: '/pages/x',
    });
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(bus.getSnapshot('shell:page-meta')?.path).toBe('/pages/about');
  });
});

describe('PageNotFound', () => {
  it('reports the path as missing, in the shopper language', () => {
    const { bus, container } = renderWithShop(<PageNotFound locale="en" />, {
      route: '/en/blog/nothing',
    });
    expect(bus.getSnapshot('shell:page-meta')).toEqual({
      path: '/en/blog/nothing',
      title: 'Page not found',
      notFound: true,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
