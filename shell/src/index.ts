import { showBootstrapFailure } from './failure/show-bootstrap-failure';

// The async boundary: shared singletons (React and friends) are negotiated with the remotes
// before any code that imports them runs. If the shell cannot start (a chunk that does not
// arrive, a broken runtime config), the shopper gets a message and a reload link, not a blank page.
import('./bootstrap').catch((error: unknown) => {
  console.error('The shop could not start', error);
  showBootstrapFailure();
});
