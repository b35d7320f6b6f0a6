import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { HydrationStateProvider, useClientStore, useHydrated } from './hydration-state';

const listeners = new Set<() => void>();
let tabValue = 'in the tab';
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readTab = () => tabValue;
const serverValue = () => 'on the server';

function TabValue() {
  const hydrated = useHydrated();
  const value = useClientStore(subscribe, readTab, serverValue);
  return <p>{`${hydrated ? 'hydrated' : 'hydrating'}: ${value}`}</p>;
}

describe('hydration state', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    tabValue = 'in the tab';
  });

  it('is hydrated at once where nothing is hydrated: a component on its own, a page the browser renders', () => {
    render(<TabValue />);
    expect(screen.getByText('hydrated: in the tab')).toBeTruthy();

    render(
      <HydrationStateProvider hydrating={false}>
        <TabValue />
      </HydrationStateProvider>,
    );
    expect(screen.getAllByText('hydrated: in the tab')).toHaveLength(2);
  });

  it("renders the server's value on the server", () => {
    const html = renderToString(
      <HydrationStateProvider hydrating>
        <TabValue />
      </HydrationStateProvider>,
    );
    expect(html).toBe('<p>hydrating: on the server</p>');
  });

  it("adopts the server's markup without a mismatch, then shows the tab's value and follows it", async () => {
    const tree = (
      <HydrationStateProvider hydrating>
        <TabValue />
      </HydrationStateProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const recoverableErrors = jest.fn();

    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverableErrors });
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('hydrated: in the tab');
    act(() => {
      tabValue = 'changed';
      listeners.forEach((listener) => listener());
    });
    expect(container.textContent).toBe('hydrated: changed');
  });
});
