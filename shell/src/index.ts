import { forgetReload, isChunkLoadError, reloadOnce } from './remotes/chunk-reload';
import { showBootstrapFailure } from './failure/show-bootstrap-failure';
import { loadLibrariesOneByOne } from './startup/load-libraries';
// The frame's styles belong to the entry chunk, so the production build links them from
// index.html and they apply before the first render (a lazy part brings its own with its chunk).
// The design tokens and the UI kit's styles come first: the shell owns the document, so it loads
// them once and every remote only refers to them (`var(--ink)`, `shop-button`).
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/ui.css';
import './shell.css';
import './country/country.css';

// The async boundary: shared singletons (React and friends) are negotiated with the remotes
// before any code that imports them runs. If the shell cannot start (a chunk that does not
// arrive, a broken runtime config), the shopper gets a message and a reload link, not a blank
// page; a chunk gone after a deploy first reloads the page once.
async function startShop(): Promise<void> {
  await loadLibrariesOneByOne();
  const { bootstrap } = await import('./bootstrap');
  await bootstrap();
}

startShop().then(
  () => forgetReload('shell'),
  (error: unknown) => {
    console.error('The shop could not start', error);
    if (isChunkLoadError(error) && reloadOnce('shell')) return;
    showBootstrapFailure();
  },
);
