import { createContext, useContext } from 'react';

const ServerRenderedPage = createContext(false);

/**
 * Whether the server rendered the page region into this document: on the server while it renders,
 * and in the browser while it hydrates what the server sent (the root element says so).
 */
export const ServerRenderedPageProvider = ServerRenderedPage.Provider;

export function useServerRenderedPage(): boolean {
  return useContext(ServerRenderedPage);
}
