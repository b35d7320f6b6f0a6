import { screen } from '@testing-library/react';
import { renderWithShop } from '../../test/render-with-shop';
import { mockApi } from '../../test/mock-api';
import { useCategories } from './use-categories';

function Names({ id }: { id: string }) {
  const categories = useCategories('en');
  return <p data-testid={id}>{categories.data?.categories.map((node) => node.name).join(', ')}</p>;
}

describe('useCategories', () => {
  it('asks the API once for every component of the page that shows the tree', async () => {
    const api = mockApi({
      'GET /api/categories': {
        body: {
          locale: 'en',
          categories: [
            { id: '1', name: 'Men', path: 'Men', paths: { it: 'Uomo', en: 'Men' }, children: [] },
          ],
        },
      },
    });
    renderWithShop(
      <>
        <Names id="header" />
        <Names id="page" />
      </>,
      { locale: 'en' },
    );
    expect(await screen.findByText('Men', { selector: '[data-testid=page]' })).toBeInTheDocument();
    expect(screen.getByTestId('header')).toHaveTextContent('Men');
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0]?.[0])).toContain('/api/categories?lang=en');
  });
});
