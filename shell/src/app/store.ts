import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { appSlice } from '../app-state/appSlice';

const rootReducer = combineSlices(appSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the shell's store; tests pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
