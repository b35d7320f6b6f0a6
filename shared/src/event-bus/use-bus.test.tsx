import { act, render, renderHook, screen } from '@testing-library/react';
import { INITIAL_CART_SUMMARY, type CartNotification } from '../contracts/events';
import { createEventBus, getEventBus, resetEventBus, type EventBus } from './event-bus';
import { EventBusProvider } from './event-bus-context';
import { useBusListener } from './use-bus-listener';
import { useBusState } from './use-bus-state';

function CartBadge() {
  const cart = useBusState('checkout:cart', INITIAL_CART_SUMMARY);
  return <span aria-label="Cart items">{cart.itemCount}</span>;
}

function LocaleLabel() {
  const state = useBusState('shell:locale');
  return <p>{state ? `Locale: ${state.locale}` : 'No locale yet'}</p>;
}

const withBus = (bus: EventBus) =>
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <EventBusProvider bus={bus}>{children}</EventBusProvider>;
  };

describe('useBusState', () => {
  afterEach(() => resetEventBus());

  it('re-renders with each published value', () => {
    const bus = createEventBus({ createChannel: null });
    render(<CartBadge />, { wrapper: withBus(bus) });
    expect(screen.getByLabelText('Cart items')).toHaveTextContent('0');

    act(() => bus.publish('checkout:cart', { itemCount: 4, subtotalCents: 100, isLoading: false }));
    expect(screen.getByLabelText('Cart items')).toHaveTextContent('4');

    act(() => bus.publish('checkout:cart', { itemCount: 1, subtotalCents: 25, isLoading: false }));
    expect(screen.getByLabelText('Cart items')).toHaveTextContent('1');
  });

  it('shows the value published before it mounted', () => {
    const bus = createEventBus({ createChannel: null });
    bus.publish('shell:locale', { locale: 'en' });
    render(<LocaleLabel />, { wrapper: withBus(bus) });
    expect(screen.getByText('Locale: en')).toBeInTheDocument();
  });

  it('returns undefined without a fallback until something is published', () => {
    const bus = createEventBus({ createChannel: null });
    render(<LocaleLabel />, { wrapper: withBus(bus) });
    expect(screen.getByText('No locale yet')).toBeInTheDocument();
  });

  it('uses the page-wide bus without a provider', () => {
    render(<LocaleLabel />);
    act(() => getEventBus().publish('shell:locale', { locale: 'it' }));
    expect(screen.getByText('Locale: it')).toBeInTheDocument();
  });
});

describe('useBusListener', () => {
  it('receives commands and notifications while mounted, with the latest handler', () => {
    const bus = createEventBus({ createChannel: null });
    const first = jest.fn<undefined, [CartNotification]>();
    const second = jest.fn<undefined, [CartNotification]>();
    const { rerender, unmount } = renderHook(
      ({ handler }) => useBusListener('checkout:cart-notification', handler),
      { initialProps: { handler: first }, wrapper: withBus(bus) },
    );

    act(() => bus.publish('checkout:cart-notification', { kind: 'added' }));
    rerender({ handler: second });
    act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
    unmount();
    act(() => bus.publish('checkout:cart-notification', { kind: 'quantity-changed' }));

    expect(first.mock.calls).toEqual([[{ kind: 'added' }]]);
    expect(second.mock.calls).toEqual([[{ kind: 'removed' }]]);
  });

  it('does not receive a command published before it mounted', () => {
    const bus = createEventBus({ createChannel: null });
    bus.publish('account:log-out', {});
    const handler = jest.fn();
    renderHook(() => useBusListener('account:log-out', handler), { wrapper: withBus(bus) });
    expect(handler).not.toHaveBeenCalled();
  });
});
