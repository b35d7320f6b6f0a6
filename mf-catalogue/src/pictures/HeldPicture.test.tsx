import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ProductImage } from '@shop/shared';
import { HeldPicture } from './HeldPicture';

const picture: ProductImage = {
  url: '/media/pictures/0123456789abcdef0123456789abcdef/640.jpg',
  variants: { path: '/media/pictures/0123456789abcdef0123456789abcdef', widths: [320, 640] },
  width: 1600,
  height: 2133,
  alt: 'Camicia in lino, Blu navy, vista posteriore',
  placeholder: '#8a8f9a',
};

const pictureWidths =
  '/media/pictures/0123456789abcdef0123456789abcdef/320 320w, /media/pictures/0123456789abcdef0123456789abcdef/640 640w';

type Observed = (entries: { target: Element; isIntersecting: boolean }[]) => void;
/** Brings every element each observer watches on the screen. */
let onScreenAll: (() => void)[] = [];

/** The page as it is while loading: not yet idle, `load` not yet fired. */
function loadingPage() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  onScreenAll = [];
  window.IntersectionObserver = jest.fn((callback: Observed) => {
    const watched = new Set<Element>();
    onScreenAll.push(() =>
      callback([...watched].map((target) => ({ target, isIntersecting: true }))),
    );
    return {
      observe: (element: Element) => watched.add(element),
      unobserve: (element: Element) => watched.delete(element),
      disconnect: () => watched.clear(),
    };
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
  render(<HeldPicture image={picture} sizes="100vw" afterIdle />);

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
  expect(image).toHaveAttribute('srcset', pictureWidths);
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image).toHaveAttribute('src', picture.url);
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a picture held on phones only is fetched as usual on the other screens', () => {
  render(<HeldPicture image={picture} sizes="100vw" afterIdle="(max-width: 767px)" />);

  const image = screen.getByRole('img', { name: picture.alt });
  expect(holdOf(image)?.media).toBe('(max-width: 767px)');
  expect(image).toHaveAttribute('srcset', pictureWidths);
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a held picture on the screen shows at once, without waiting for idle', async () => {
  render(<HeldPicture image={picture} sizes="100vw" afterIdle />);
  const image = screen.getByRole('img', { name: picture.alt });

  expect(holdOf(image)).not.toBeNull();

  await act(async () => onScreenAll.forEach((bringOnScreen) => bringOnScreen()));

  expect(holdOf(image)).toBeNull();
});

test('without scripts, a held picture is in the page as any other', () => {
  const html = renderToString(<HeldPicture image={picture} sizes="100vw" afterIdle />);

  const page = document.createElement('div');
  page.innerHTML = html;
  const copy = new DOMParser()
    .parseFromString(page.querySelector('noscript')?.textContent ?? '', 'text/html')
    .querySelector('img');
  expect(page.querySelector('picture[data-held] source')).not.toBeNull();
  expect(copy?.getAttribute('srcset')).toBe(pictureWidths);
  expect(copy?.getAttribute('alt')).toBe(picture.alt);
});

test('a picture not held is asked for at once, first if it has priority', () => {
  render(<HeldPicture image={picture} sizes="100vw" priority afterIdle={false} />);

  const image = screen.getByRole('img', { name: picture.alt });
  expect(image).toHaveAttribute('srcset', pictureWidths);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

test('a page of held pictures watches them with one observer and waits for one idle moment', async () => {
  const listening = jest.spyOn(window, 'addEventListener');
  render(
    <>
      {['front', 'back', 'detail'].map((view) => (
        <HeldPicture key={view} image={{ ...picture, alt: view }} sizes="100vw" afterIdle />
      ))}
    </>,
  );

  expect(window.IntersectionObserver).toHaveBeenCalledTimes(1);
  // One wait at most: one an earlier picture began, still waiting, is shared as well.
  expect(listening.mock.calls.filter(([type]) => type === 'load').length).toBeLessThanOrEqual(1);
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  for (const view of ['front', 'back', 'detail']) {
    expect(holdOf(screen.getByRole('img', { name: view }))).toBeNull();
  }
  listening.mockRestore();
});
