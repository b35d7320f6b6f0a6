// The page's TanStack Query, shared under the name "@tanstack/react-query". Pages read data with
// useQuery and queryOptions, forms send with useMutation; infinite and suspense queries, hydration helpers
// and the persisters are left out until a package uses them. `@tanstack/react-query/package` is
// the package's own ES module file (an alias in create-webpack-config.cjs), so this entry does not
// import itself.
//
// A package that needs another export adds it here; the shell provides the page's copy, so deploy
// the shell before a remote that relies on a new name. scripts/test/shared-entries.test.ts fails
// when the sources import a name this file does not export.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query/package';
