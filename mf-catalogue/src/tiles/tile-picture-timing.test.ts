import { CAROUSEL_FIRST_SCREENS, tilePictureTiming } from './tile-picture-timing';

test("a first-screen carousel fetches its first tile at once, holds a desktop's row on phones, and the rest everywhere", () => {
  const timings = [0, 1, 3, 4, 9].map((index) => tilePictureTiming(index, CAROUSEL_FIRST_SCREENS));

  expect(timings).toEqual([
    { priority: true, afterIdle: false },
    { priority: false, afterIdle: '(max-width: 767px)' },
    { priority: false, afterIdle: '(max-width: 767px)' },
    { priority: false, afterIdle: true },
    { priority: false, afterIdle: true },
  ]);
});

test('a carousel below the first screen holds every tile until the page is idle', () => {
  expect(tilePictureTiming(0, null)).toEqual({ priority: false, afterIdle: true });
});
