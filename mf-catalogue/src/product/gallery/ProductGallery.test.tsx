import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImage } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerCatalogueTexts } from '../../i18n';
import { ProductGallery } from './ProductGallery';

beforeAll(() => {
  registerCatalogueTexts();
  // jsdom lays nothing out and scrolls nothing: the track's position is the gallery's own state.
  Element.prototype.scrollTo = jest.fn();
});

const VIEWS = ['vista frontale', 'vista posteriore', 'dettaglio del tessuto', 'indossato'];

const pictures: ProductImage[] = VIEWS.map((view, index) => ({
  url: `/media/pictures/${String(index).repeat(32)}/640.jpg`,
  variants: { path: `/media/pictures/${String(index).repeat(32)}`, widths: [320, 640] },
  width: 1600,
  height: 2133,
  alt: `Camicia in lino, Blu navy, ${view}`,
  placeholder: '#8a8f9a',
}));

const widthsOf = (index: number) =>
  `/media/pictures/${String(index).repeat(32)}/320 320w, /media/pictures/${String(index).repeat(32)}/640 640w`;

const gallery = () => screen.getByRole('region', { name: 'Immagini del prodotto' });

test('shows every picture with its text, the first fetched at once and the others once idle', async () => {
  renderWithShop(<ProductGallery images={pictures} />);

  const images = within(gallery()).getAllByRole('img');
  const shown = images.filter((image) => image.getAttribute('alt') !== '');
  expect(shown.map((image) => image.getAttribute('alt'))).toEqual(pictures.map((p) => p.alt));
  expect(shown[0]).toHaveAttribute('loading', 'eager');
  expect(shown[0]).toHaveAttribute('fetchpriority', 'high');
  expect(shown[0]).toHaveAttribute('srcset', widthsOf(0));
  expect(shown[0]).toHaveStyle({ backgroundColor: '#8a8f9a' });
  // The next pictures hold their place, in their colour, until the page is idle.
  for (const later of shown.slice(1)) {
    expect(later.parentElement?.querySelector('source')).toHaveAttribute('media', 'all');
    expect(later).toHaveStyle({ backgroundColor: '#8a8f9a' });
  }
  await waitFor(() => expect(shown[3]?.parentElement?.querySelector('source')).toBeNull());
  expect(shown[3]).toHaveAttribute('srcset', widthsOf(3));
  for (const later of shown.slice(1)) expect(later).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('Immagine 1 di 4')).toBeInTheDocument();
});

test('the arrows, the thumbnails and the arrow keys go from picture to picture', async () => {
  const user = userEvent.setup();
  renderWithShop(<ProductGallery images={pictures} />);

  expect(screen.getByRole('button', { name: 'Immagine precedente' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Immagine successiva' }));
  expect(screen.getByText('Immagine 2 di 4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mostra immagine 2 di 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(screen.getByRole('button', { name: 'Mostra immagine 4 di 4' }));
  expect(screen.getByText('Immagine 4 di 4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Immagine successiva' })).toBeDisabled();

  screen.getByRole('list', { name: 'Immagini del prodotto' }).focus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByText('Immagine 2 di 4')).toBeInTheDocument();
});

test('a picture opens enlarged, zooms in and out, and closes on the picture last seen', async () => {
  const user = userEvent.setup();
  renderWithShop(<ProductGallery images={pictures} />);

  await user.click(screen.getByRole('button', { name: /vista posteriore Ingrandisci$/ }));
  const dialog = screen.getByRole('dialog', { name: 'Immagini del prodotto, ingrandite' });
  const zoom = within(dialog).getByRole('button', {
    name: 'Ingrandisci ancora: Camicia in lino, Blu navy, vista posteriore',
  });
  expect(zoom).toHaveAttribute('aria-pressed', 'false');

  await user.click(zoom);
  expect(
    within(dialog).getByRole('button', {
      name: 'Riduci: Camicia in lino, Blu navy, vista posteriore',
    }),
  ).toHaveAttribute('aria-pressed', 'true');

  await user.keyboard('{ArrowRight}');
  expect(within(dialog).getByText('Immagine 3 di 4')).toBeInTheDocument();
  expect(
    within(dialog).getByRole('button', { name: /^Ingrandisci ancora: .*dettaglio del tessuto$/ }),
  ).toHaveAttribute('aria-pressed', 'false');

  await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Immagine 3 di 4')).toBeInTheDocument();
});

test('a colour with one picture shows it alone, without arrows or position', () => {
  renderWithShop(<ProductGallery images={pictures.slice(0, 1)} />);

  expect(screen.queryByRole('button', { name: 'Immagine successiva' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Immagine 1 di 1/)).not.toBeInTheDocument();
});
