import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, headTagsFor, useBusState } from '@shop/shared';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';

const MANAGED = 'data-shop-head';

/** Writes the current page's head data (published on `shell:page-meta`) into the document head. */
export function DocumentHead() {
  const meta = useBusState('shell:page-meta');
  const { pathname } = useLocation();
  const { storeOrigins } = useRuntimeConfig();

  useEffect(() => {
    if (!meta || meta.path !== pathname) return;
    document.title = documentTitle(meta);
    for (const old of document.head.querySelectorAll(`[${MANAGED}]`)) old.remove();
    for (const tag of headTagsFor(meta, storeOrigins)) {
      const element = document.createElement(tag.tag);
      element.setAttribute(MANAGED, '');
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      if (tag.tag === 'script') element.textContent = tag.text;
      document.head.append(element);
    }
  }, [meta, pathname, storeOrigins]);

  return null;
}
