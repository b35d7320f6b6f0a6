import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteFragments } from '../contracts/remotes';

type FragmentRemote = keyof RemoteFragments;

/** What the host renders for a slot: the fragment, or `fallback` while it loads or if it fails. */
export interface FragmentSlotProps {
  remote: FragmentRemote;
  module: string;
  props: object;
  fallback: ReactNode;
}

const FragmentSlotContext = createContext<ComponentType<FragmentSlotProps> | null>(null);

/**
 * Given by the host (the shell) around the page: how a fragment of another team is loaded. A
 * remote never imports another remote's code nor the federation runtime; it asks for a fragment
 * by its contract (`RemoteFragments`) and the host places it with its own failure isolation.
 */
export function RemoteFragmentProvider({
  slot,
  children,
}: {
  slot: ComponentType<FragmentSlotProps>;
  children: ReactNode;
}) {
  return <FragmentSlotContext.Provider value={slot}>{children}</FragmentSlotContext.Provider>;
}

/**
 * A fragment another team exposes (the catalogue's product carousel on the home page), typed by
 * its contract. `fallback` shows while it loads, if it fails, and wherever no host provides
 * fragments (a server render, a test): it should reserve the fragment's space.
 */
export function RemoteFragmentSlot<
  R extends FragmentRemote,
  M extends keyof RemoteFragments[R] & string,
>({
  remote,
  module,
  props,
  fallback,
}: {
  remote: R;
  module: M;
  props: RemoteFragments[R][M] & object;
  fallback: ReactNode;
}) {
  const Slot = useContext(FragmentSlotContext);
  if (!Slot) return <>{fallback}</>;
  return <Slot remote={remote} module={module} props={props} fallback={fallback} />;
}
