import { cacheControlFor, IMMUTABLE, ONE_DAY, REVALIDATE } from '../../src/http/static-caching';

test.each([
  ['main.3f9a1c2b7d4e.js', IMMUTABLE],
  ['main.3f9a1c2b7d4e.js.br', IMMUTABLE],
  ['static/css/routes.0a1b2c3d4e5f.css.gz', IMMUTABLE],
  ['remoteEntry.js', REVALIDATE],
  ['remoteEntry.js.br', REVALIDATE],
  ['mf-manifest.json.br', REVALIDATE],
  ['favicon.svg', REVALIDATE],
  ['favicon.ico', ONE_DAY],
])('%s: %s', (file, expected) => {
  expect(cacheControlFor(`/srv/mf-catalogue/dist/${file}`)).toBe(expected);
});
