import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The header search's state, shared by its toggle (phones, tablets) and its panel. */
export interface HeaderSearchState {
  panelId: string;
  /** Below the desktop breakpoint the field is a row of its own, shown on demand. */
  open: boolean;
  /** The catalogue's search box has been asked for: the shopper reached for the field. */
  wanted: boolean;
  toggle(): void;
  want(): void;
}

export function useHeaderSearch(): HeaderSearchState {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname, search } = useLocation();
  // A search made, or any other page opened: the row folds away again.
  useEffect(() => setOpen(false), [pathname, search]);
  return {
    panelId,
    open,
    wanted,
    toggle: () => {
      setWanted(true);
      setOpen((current) => !current);
    },
    want: () => setWanted(true),
  };
}
