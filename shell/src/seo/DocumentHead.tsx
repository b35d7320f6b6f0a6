import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBusState } from '@shop/shared';
import defaultShareImage from '../assets/og-default.png';
import { documentTitle, headTagsFor } from './head-tags';

const MANAGED = 'data-shop-head';

/** Writes the current page's head data (published on `shell:page-meta`) into the document head. */
export function DocumentHead() {
  const meta = useBusState('shell:page-meta');
  const { pathname } = useLocation();

  useEffect(() => {
    if (!meta || meta.path !== pathname) return;
    document.title = documentTitle(meta);
    for (const old of document.head.querySelectorAll(`[${MANAGED}]`)) old.remove();
    for (const tag of headTagsFor(meta, window.location.origin, defaultShareImage)) {
      const element = document.createElement(tag.tag);
      element.setAttribute(MANAGED, '');
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      if (tag.tag === 'script') element.textContent = tag.text;
      document.head.append(element);
    }
  }, [meta, pathname]);

  return null;
}
