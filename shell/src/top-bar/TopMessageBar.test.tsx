import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { GlobalSettings } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { registerShellTexts } from '../i18n';
import { TopMessageBar } from './TopMessageBar';
import { useCarousel } from './use-carousel';

beforeAll(registerShellTexts);
afterEach(() => jest.useRealTimers());

const settings: GlobalSettings = {
  globalMessages: [
    'Spedizione gratuita da 250 €',
    'Resi entro 14 giorni',
    '10% di sconto con la newsletter',
  ],
  globalMessagesBackground: '#1f1b16',
  globalMessagesColor: '#ffffff',
  globalMessagesLink: [{ label: 'Scopri', url: '/pages/shipping' }, null, null],
};

const renderBar = (answer: GlobalSettings = settings) => {
  const api = mockApi({ 'GET /api/settings': { body: answer } });
  const store = makeStore();
  const view = renderWithShop(
    <Provider store={store}>
      <TopMessageBar locale="it" />
    </Provider>,
  );
  return { ...view, api, store };
};

const message = () => screen.getByTestId('top-bar-message');

function CarouselProbe({ count }: { count: number }) {
  const { autoplay } = useCarousel(count, false);
  return <p>{`autoplay:${String(autoplay)}`}</p>;
}

describe('TopMessageBar', () => {
  it('shows the first message with its colours and link, and keeps the settings in app state', async () => {
    const { api, store } = renderBar();
    expect(await screen.findByText('Spedizione gratuita da 250 €')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messaggi' })).toHaveStyle({
      background: '#1f1b16',
      color: '#ffffff',
    });
    expect(screen.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', '/pages/shipping');
    expect(String(api.mock.calls[0]?.[0])).toContain('lang=it');
    expect(store.getState().app.globalSettings).toEqual(settings);
  });

  it('moves to the next message every 5 seconds and loops', async () => {
    renderBar();
    await screen.findByText('Spedizione gratuita da 250 €');
    jest.useFakeTimers();
    // Re-render under fake timers so the interval is scheduled on them.
    fireEvent.mouseEnter(screen.getByRole('region'));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(4_999));
    expect(message()).toHaveTextContent('Spedizione gratuita da 250 €');
    act(() => jest.advanceTimersByTime(1));
    expect(message()).toHaveTextContent('Resi entro 14 giorni');
    act(() => jest.advanceTimersByTime(10_000));
    expect(message()).toHaveTextContent('Spedizione gratuita da 250 €');
  });

  it('stays put while hovered or focused', async () => {
    renderBar();
    await screen.findByText('Spedizione gratuita da 250 €');
    jest.useFakeTimers();
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(15_000));
    expect(message()).toHaveTextContent('Spedizione gratuita da 250 €');
    fireEvent.mouseLeave(screen.getByRole('region'));
    fireEvent.focus(screen.getByRole('button', { name: 'Messaggio successivo' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(message()).toHaveTextContent('Spedizione gratuita da 250 €');
  });

  it('does not move for shoppers who prefer reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderBar();
      await screen.findByText('Spedizione gratuita da 250 €');
      jest.useFakeTimers();
      fireEvent.mouseEnter(screen.getByRole('region'));
      fireEvent.mouseLeave(screen.getByRole('region'));
      act(() => jest.advanceTimersByTime(15_000));
      expect(message()).toHaveTextContent('Spedizione gratuita da 250 €');
    } finally {
      window.matchMedia = original;
    }
  });

  it('renders on the server without asking the window, and starts still', () => {
    const original = window.matchMedia;
    const matchMedia = jest.fn(original);
    window.matchMedia = matchMedia;
    try {
      const html = renderToString(<CarouselProbe count={3} />);
      expect(html).toContain('autoplay:false');
      expect(matchMedia).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = original;
    }
  });

  it('stops moving when the shopper turns on reduced motion', () => {
    let listener: (() => void) | undefined;
    let reduce = false;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce') && reduce,
      addEventListener: (_type: string, callback: () => void) => (listener = callback),
      removeEventListener: () => (listener = undefined),
    })) as unknown as typeof window.matchMedia;
    try {
      render(<CarouselProbe count={3} />);
      expect(screen.getByText('autoplay:true')).toBeInTheDocument();
      reduce = true;
      act(() => listener?.());
      expect(screen.getByText('autoplay:false')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('is a plain message, without arrows, when there is only one', async () => {
    renderBar({ ...settings, globalMessages: ['Solo questo'], globalMessagesLink: [null] });
    expect(await screen.findByText('Solo questo')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
