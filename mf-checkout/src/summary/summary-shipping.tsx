import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ShippingMethod } from '@shop/shared';

type ShowShipping = (method: ShippingMethod | null) => void;

const SummaryShippingContext = createContext<ShowShipping>(() => undefined);

/** Lets the step's form tell the summary beside it which shipping the shopper has chosen. */
export function SummaryShippingProvider({
  show,
  children,
}: {
  show: ShowShipping;
  children: ReactNode;
}) {
  return <SummaryShippingContext.Provider value={show}>{children}</SummaryShippingContext.Provider>;
}

/**
 * Shows `method` in the step's summary while the calling component is on the page: the one
 * ticked on the shipping step (before it is saved), the one priced again on the review.
 */
export function useShippingInSummary(method: ShippingMethod | null | undefined): void {
  const show = useContext(SummaryShippingContext);
  const chosen = method ?? null;
  useEffect(() => {
    show(chosen);
    return () => show(null);
  }, [show, chosen]);
}
