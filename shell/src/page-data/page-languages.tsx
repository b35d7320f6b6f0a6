import { createContext, useContext, type ReactNode } from 'react';
import { useBusState, type PageLanguages } from '@shop/shared';

const PageLanguagesContext = createContext<PageLanguages | undefined>(undefined);

/** The page's languages as the server resolved them (`InlinePageData.languages`). */
export function PageLanguagesProvider({
  value,
  children,
}: {
  value: PageLanguages | undefined;
  children: ReactNode;
}) {
  return <PageLanguagesContext.Provider value={value}>{children}</PageLanguagesContext.Provider>;
}

/**
 * The current page in each language: what its remote published on `shell:page-meta`, or until it
 * has (on the server, while hydrating, before the page's script has run) what the server resolved.
 * Each is about one path; `pageInLocale` uses it only for that path.
 */
export function usePageLanguages(): PageLanguages | undefined {
  const published = useBusState('shell:page-meta');
  const fromServer = useContext(PageLanguagesContext);
  return published ?? fromServer;
}
