import { useEffect } from 'react';
import { DOCUMENT_HYDRATED_ATTRIBUTE, useHydrated } from '@shop/shared';

/**
 * Marks the document (`data-shop-hydrated` on `<html>`) once React has the frame: from then on the
 * shop navigates within the page and the frame's controls answer. Read by the browser tests that
 * are about what the scripts do, and by anything watching a page's start-up.
 */
export function HydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, '');
  }, [hydrated]);
  return null;
}
