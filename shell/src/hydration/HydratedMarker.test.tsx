import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DOCUMENT_HYDRATED_ATTRIBUTE, HydrationStateProvider } from '@shop/shared';
import { HydratedMarker } from './HydratedMarker';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE);
});

test('the document is marked once React has hydrated the frame, not while the server renders it', async () => {
  const tree = (hydrating: boolean) => (
    <HydrationStateProvider hydrating={hydrating}>
      <p>frame</p>
      <HydratedMarker />
    </HydrationStateProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(true));
  document.body.append(container);
  expect(document.documentElement.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)).toBe(false);

  await act(async () => {
    root = hydrateRoot(container, tree(true));
  });

  expect(document.documentElement.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)).toBe(true);
});
