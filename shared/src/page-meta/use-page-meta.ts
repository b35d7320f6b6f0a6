import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMetaInput } from '../contracts/page-meta';
import { useEventBus } from '../event-bus/event-bus-context';

/**
 * Tells the shell about the page being shown (title, description, alternates, 404…). Pass `null`
 * while the page's data is still loading. Re-publishes whenever the data or the path changes.
 */
export function usePageMeta(meta: PageMetaInput | null): void {
  const bus = useEventBus();
  const { pathname } = useLocation();
  const serialized = meta ? JSON.stringify(meta) : null;

  useEffect(() => {
    if (serialized === null) return;
    bus.publish('shell:page-meta', {
      ...(JSON.parse(serialized) as PageMetaInput),
      path: pathname,
    });
  }, [bus, pathname, serialized]);
}
