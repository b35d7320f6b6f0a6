/**
 * Leaves the page for `url` with a full navigation: the other store is another origin, which the
 * single-page router cannot reach. Its own module so that tests can replace it.
 */
export function navigateToStore(url: string): void {
  window.location.assign(url);
}
