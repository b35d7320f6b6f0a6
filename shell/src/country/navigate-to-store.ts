/**
 * Leaves the page for `url` with a full navigation: the other store is another origin, which the
 * single-page router cannot reach. Its own module so that tests can replace it.
 */
export function navigateToStore(url: string): void {
  window.location.assign(url);
}

/**
 * Leaves for `url` on the other store with the cart: a form posts to `POST /api/cart/move` on this
 * store, whose answer sends the browser on to `url` with the cart's single-use token. A form, not
 * a script's request: the browser follows the answer, and the cart cookie stays unreadable.
 */
export function leaveWithCart(url: string, apiBase: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `${apiBase}/cart/move`;
  form.hidden = true;
  const next = document.createElement('input');
  next.type = 'hidden';
  next.name = 'next';
  next.value = url;
  form.append(next);
  document.body.append(form);
  form.submit();
}
