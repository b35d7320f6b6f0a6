import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ProductImage } from '@shop/shared';
import { HeldPicture } from './HeldPicture';

const picture: ProductImage = {
  url: '/media/pictures/0123456789abcdef0123456789abcdef/640.jpg',
  srcset:
    '/media/pictures/0123456789abcdef0123456789abcdef/320 320w, /media/pictures/0123456789abcdef0123456789abcdef/640 640w',
  width: 1600,
  height: 2133,
  alt: 'Camicia in lino, Blu navy, vista posteriore',
  placeholder: '#8a8f9a',
};

type Observed = (entries: { isIntersecting: boolean }[]) => void;
let observers: Observed[] = [];

/** The page as it is while loading: not yet idle, `load` not yet fired. */
function loadingPage() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  observers = [];
  window.IntersectionObserver = jest.fn((callback: Observed) => {
    observers.push(callback);
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
}

beforeEach(loadingPage);
afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

/** The transparent pixel a held picture shows instead of its sources, on the screens given. */
function holdOf(image: HTMLElement): { media: string | null; srcset: string | null } | null {
  const source = image.parentElement?.querySelector('source');
  return source
    ? { media: source.getAttribute('media'), srcset: source.getAttribute('srcset') }
    : null;
}

test('a picture held until idle asks for nothing, keeps its place, text and colour', async () => {
  render(<HeldPicture image={picture} sizes="100vw" held />);

  const image = screen.getByRole('img', { name: picture.alt });
  expect(holdOf(image)).toEqual({
    media: 'all',
    srcset: expect.stringMatching(/^data:image\/gif/),
  });
  expect(image).toHaveAttribute('width', '1600');
  expect(image).toHaveAttribute('height', '2133');
  expect(image).toHaveStyle({ backgroundColor: '#8a8f9a' });

  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  expect(holdOf(image)).toBeNull();
  expect(image).toHaveAttribute('srcset', picture.srcset);
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image).toHaveAttribute('src', picture.url);
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a picture held on phones only is fetched as usual on the other screens', () => {
  render(<HeldPicture image={picture} sizes="100vw" held="(max-width: 767px)" />);

  const image = screen.getByRole('img', { name: picture.alt });
  expect(holdOf(image)?.media).toBe('(max-width: 767px)');
  expect(image).toHaveAttribute('srcset', picture.srcset);
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a held picture on the screen shows at once, without waiting for idle', async () => {
  render(<HeldPicture image={picture} sizes="100vw" held />);
  const image = screen.getByRole('img', { name: picture.alt });

  expect(holdOf(image)).not.toBeNull();

  await act(async () => observers.forEach((observed) => observed([{ isIntersecting: true }])));

  expect(holdOf(image)).toBeNull();
});

test('without scripts, a held picture is in the page as any other', () => {
  const html = renderToString(<HeldPicture image={picture} sizes="100vw" held />);

  const page = document.createElement('div');
  page.innerHTML = html;
  const copy = new DOMParser()
    .parseFromString(page.querySelector('noscript')?.textContent ?? '', 'text/html')
    .querySelector('img');
  expect(page.querySelector('picture[data-held] source')).not.toBeNull();
  expect(copy?.getAttribute('srcset')).toBe(picture.srcset);
  expect(copy?.getAttribute('alt')).toBe(picture.alt);
});

test('a picture not held is asked for at once, first if it has priority', () => {
  render(<HeldPicture image={picture} sizes="100vw" priority held={false} />);

  const image = screen.getByRole('img', { name: picture.alt });
  expect(image).toHaveAttribute('srcset', picture.srcset);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});
