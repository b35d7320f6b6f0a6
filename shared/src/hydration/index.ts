export { HydrationStateProvider, useClientStore, useHydrated } from './hydration-state';
