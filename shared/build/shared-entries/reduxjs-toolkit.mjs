// The page's Redux Toolkit, shared under the name "@reduxjs/toolkit". Each domain builds its slices
// and stores, with async thunks and listener middleware for calls and their follow-ups; the rest of
// the package (entity adapters, RTK Query's core) is left out. `@reduxjs/toolkit/package` is the package's own ES
// module file (an alias in create-webpack-config.cjs), so this entry does not import itself.
//
// A package that needs another export adds it here; the shell provides the page's copy, so deploy
// the shell before a remote that relies on a new name. scripts/test/shared-entries.test.ts fails
// when the sources import a name this file does not export.
export {
  combineSlices,
  configureStore,
  createAsyncThunk,
  createListenerMiddleware,
  createSlice,
  isAnyOf,
} from '@reduxjs/toolkit/package';
