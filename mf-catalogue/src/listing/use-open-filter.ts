import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

export type FilterGroup = 'sizes' | 'colours' | 'price';

/**
 * Which filter's panel is open: one at a time, like a menu, since the panels float over the
 * products below the filter buttons (so opening one moves nothing). Escape closes it and gives
 * focus back to its button; so does a click anywhere outside the filters.
 */
export function useOpenFilter() {
  const [open, setOpen] = useState<FilterGroup | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      container?.querySelector<HTMLElement>(`[data-filter="${open}"] > summary`)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container && !container.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  /** Props for the `<details>` of `group`. */
  const groupProps = (group: FilterGroup) => ({
    'data-filter': group,
    open: open === group,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => {
      const opened = event.currentTarget.open;
      setOpen((current) => (opened ? group : current === group ? null : current));
    },
  });

  return { containerRef, groupProps };
}
