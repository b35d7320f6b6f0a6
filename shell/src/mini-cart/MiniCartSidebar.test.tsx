import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { MiniCartProps } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { makeStore } from '../app/store';
import { registerShellTexts } from '../i18n';
import { forgetRemoteComponent } from '../remotes/lazy-remote-component';
import { MiniCartSidebar } from './MiniCartSidebar';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const FakeMiniCart = ({ localePrefix }: MiniCartProps) => (
  <a href={`${localePrefix}/checkout`}>Procedi al checkout</a>
);

beforeAll(registerShellTexts);
beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: FakeMiniCart });
  forgetRemoteComponent();
});

function renderSidebar(locale: 'it' | 'en' = 'it') {
  const store = makeStore();
  const rendered = renderWithShop(
    <Provider store={store}>
      <MiniCartSidebar locale={locale} />
      <Routes>
        <Route path="*" element={<Link to="/pages/faq">FAQ</Link>} />
      </Routes>
    </Provider>,
    { route: '/products/camicia', locale },
  );
  return { ...rendered, store };
}

test('opens on the right with the checkout’s mini-cart when a product is added', async () => {
  const { bus, store } = renderSidebar('en');
  act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // A cart from the other store says what stayed behind: the toast shows it, not the sidebar.
  act(() =>
    bus.publish('checkout:cart-notification', {
      kind: 'added',
      message: 'Your cart came with you to this store, but not all of it: …',
    }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => bus.publish('checkout:cart-notification', { kind: 'added' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  expect(dialog).toHaveClass('shop-dialog', 'shop-dialog--right');
  expect(await screen.findByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
    'href',
    '/en/checkout',
  );
  expect(load).toHaveBeenCalledWith('mf_checkout/mini-cart');
  expect(store.getState().app.openRightSidebar).toBe(true);
});

test('closes on Escape and on a change of page', async () => {
  const user = userEvent.setup();
  const { bus, store } = renderSidebar();
  act(() => bus.publish('checkout:cart-notification', { kind: 'added' }));
  await screen.findByRole('dialog', { name: 'Il tuo carrello' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().app.openRightSidebar).toBe(false);

  act(() => bus.publish('checkout:cart-notification', { kind: 'added' }));
  await screen.findByRole('dialog', { name: 'Il tuo carrello' });
  await user.click(screen.getByRole('link', { name: 'FAQ', hidden: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
