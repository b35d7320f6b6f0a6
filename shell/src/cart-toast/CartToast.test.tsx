import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerShellTexts } from '../i18n';
import { CART_TOAST_DURATION_MS, CartToast } from './CartToast';

beforeAll(() => registerShellTexts());

function renderToast(locale: 'it' | 'en' = 'it') {
  return renderWithShop(
    <>
      <CartToast locale={locale} />
      <Routes>
        <Route path="*" element={<Link to="/pages/faq">FAQ</Link>} />
      </Routes>
    </>,
    { route: '/products/camicia', locale },
  );
}

afterEach(() => jest.useRealTimers());

test('confirms an addition with the spec text and a link to the cart, then goes away', () => {
  jest.useFakeTimers();
  const { bus } = renderToast();
  act(() => bus.publish('checkout:cart-notification', { kind: 'added' }));
  expect(screen.getByRole('status')).toHaveTextContent('Prodotto aggiunto al carrello');
  expect(screen.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
  act(() => jest.advanceTimersByTime(CART_TOAST_DURATION_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a success with a message of its own (a reorder, a cart from the other store) shows that message until closed', () => {
  const { bus } = renderToast();
  act(() =>
    bus.publish('checkout:cart-notification', {
      kind: 'added',
      message: 'I prodotti del tuo ordine sono di nuovo nel carrello',
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'I prodotti del tuo ordine sono di nuovo nel carrello',
  );
  expect(screen.getByText(/di nuovo nel carrello/).parentElement).toHaveClass(
    'cart-toast--success',
  );
  // Long enough to read: it waits for the shopper.
  act(() => jest.advanceTimersByTime(CART_TOAST_DURATION_MS * 2));
  expect(screen.getByRole('status')).toHaveTextContent(/di nuovo nel carrello/);
});

test('shows a removal as a warning and a refusal with the server message until closed', async () => {
  const user = userEvent.setup();
  const { bus } = renderToast('en');
  act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
  expect(screen.getByText('Product removed from cart').parentElement).toHaveClass(
    'cart-toast--warning',
  );
  act(() =>
    bus.publish('checkout:cart-notification', { kind: 'refused', message: 'Size not available' }),
  );
  expect(screen.getByText('Size not available').parentElement).toHaveClass('cart-toast--error');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('is cleared when the route changes', async () => {
  const user = userEvent.setup();
  const { bus } = renderToast();
  act(() => bus.publish('checkout:cart-notification', { kind: 'quantity-changed' }));
  expect(screen.getByRole('status')).toHaveTextContent('Quantità aggiornata');
  await user.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
