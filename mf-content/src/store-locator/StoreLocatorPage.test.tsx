import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  createQueryClient,
  storeLocatorQueryKey,
  type StoreLocation,
  type StoreLocatorResponse,
} from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { StoreLocatorPage } from './StoreLocatorPage';

beforeAll(registerContentTexts);

const store = (id: string, name: string, city: string, countryName: string): StoreLocation => ({
  id,
  name,
  street: 'Via Monte Napoleone 8',
  postalCode: '20121',
  city,
  country: 'IT',
  countryName,
  phone: '+39 02 7600 1842',
  openingHours: [
    { days: 'Lunedì – Sabato', hours: '10:00 – 19:30' },
    { days: 'Domenica', hours: 'Chiuso' },
  ],
  latitude: 45.46847,
  longitude: 9.19522,
  mapUrl: 'https://www.openstreetmap.org/?mlat=45.46847&mlon=9.19522#map=17/45.46847/9.19522',
});

const MILAN = store('milano', 'Aurelia Milano Montenapoleone', 'Milano', 'Italia');
const MADRID = store('madrid', 'Aurelia Madrid Serrano', 'Madrid', 'Spagna');
const CONTINENTS = [{ code: 'europe', name: 'Europa' }];

const answer = (overrides: Partial<StoreLocatorResponse>): StoreLocatorResponse => ({
  locale: 'it',
  filters: { continent: null, region: null, country: null },
  continents: CONTINENTS,
  regions: [],
  countries: [],
  stores: [MILAN, MADRID],
  ...overrides,
});

/** Shows the URL's query, as the address bar would. */
function Search() {
  return <p data-testid="query">{useLocation().search}</p>;
}

function renderLocator(route: string, inlined?: StoreLocatorResponse) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  if (inlined) queryClient.setQueryData(storeLocatorQueryKey('it', inlined.filters), inlined);
  return renderWithShop(
    <Routes>
      <Route
        path="/pages/storelocator"
        element={
          <>
            <StoreLocatorPage locale="it" localePrefix="" page="store-locator" />
            <Search />
          </>
        }
      />
    </Routes>,
    { route, queryClient },
  );
}

const storeRequests = (api: jest.Mock) =>
  api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/stores'));

describe('StoreLocatorPage', () => {
  it('shows the stores the server inlined, each with address, hours and map link, asking nothing', async () => {
    const api = mockApi({});
    renderLocator('/pages/storelocator', answer({}));

    expect(screen.getByRole('heading', { level: 1, name: 'I nostri negozi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 negozi');
    const milan = screen.getByRole('article', { name: 'Aurelia Milano Montenapoleone' });
    expect(within(milan).getByText(/Via Monte Napoleone 8/)).toBeInTheDocument();
    expect(within(milan).getByText('Lunedì – Sabato')).toBeInTheDocument();
    expect(within(milan).getByText('Chiuso')).toBeInTheDocument();
    expect(
      within(milan).getByRole('link', { name: 'Vedi sulla mappa: Aurelia Milano Montenapoleone' }),
    ).toHaveAttribute('href', MILAN.mapUrl);
    expect(within(milan).getByRole('link', { name: '+39 02 7600 1842' })).toHaveAttribute(
      'href',
      'tel:+390276001842',
    );
    // Region and country wait for the choice before them.
    expect(screen.getByRole('combobox', { name: 'Regione' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Paese' })).toBeDisabled();
    expect(storeRequests(api)).toEqual([]);
  });

  it('filters by continent, then region, then country, keeping each choice in the URL', async () => {
    const api = mockApi({
      'GET /api/stores': ({ url }) => {
        const region = url.searchParams.get('region');
        const country = url.searchParams.get('country');
        return {
          body: answer({
            filters: {
              continent: 'europe',
              region: region === 'southern-europe' ? region : null,
              country: country === 'ES' ? country : null,
            },
            regions: [{ code: 'southern-europe', name: 'Europa meridionale' }],
            countries: region
              ? [
                  { code: 'IT', name: 'Italia' },
                  { code: 'ES', name: 'Spagna' },
                ]
              : [],
            stores: country === 'ES' ? [MADRID] : [MILAN, MADRID],
          }),
        };
      },
    });
    const user = userEvent.setup();
    renderLocator('/pages/storelocator', answer({}));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Continente' }), 'europe');
    expect(screen.getByTestId('query')).toHaveTextContent('?continent=europe');
    const region = screen.getByRole('combobox', { name: 'Regione' });
    await waitFor(() => expect(region).toBeEnabled());
    await user.selectOptions(region, 'southern-europe');
    const country = screen.getByRole('combobox', { name: 'Paese' });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'ES');

    expect(await screen.findByText('1 negozio')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Aurelia Madrid Serrano' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Milano/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent(
      '?continent=europe&region=southern-europe&country=ES',
    );
    expect(storeRequests(api).at(-1)).toBe(
      '/api/stores?lang=it&continent=europe&region=southern-europe&country=ES',
    );

    // A new continent starts its region and country again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Continente' }), '');
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
  });

  it('offers only the continents and regions the server has stores in', async () => {
    mockApi({
      'GET /api/stores': {
        body: answer({
          filters: { continent: 'europe', region: null, country: null },
          continents: [
            { code: 'europe', name: 'Europa' },
            { code: 'asia', name: 'Asia' },
          ],
          regions: [{ code: 'southern-europe', name: 'Europa meridionale' }],
        }),
      },
    });
    renderLocator('/pages/storelocator?continent=europe');

    const region = screen.getByRole('combobox', { name: 'Regione' });
    await waitFor(() => expect(region).toBeEnabled());
    const names = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names(screen.getByRole('combobox', { name: 'Continente' }))).toEqual([
      'Tutti i continenti',
      'Europa',
      'Asia',
    ]);
    expect(names(region)).toEqual(['Tutte le regioni', 'Europa meridionale']);
  });
});
