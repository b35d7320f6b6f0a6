// The page's one router, shared under the name "react-router-dom". A shared module cannot be
// tree-shaken (the build cannot know what other teams' code will use from it), so sharing the
// package itself ships all of react-router (about 60 KB gzipped: data routers, server rendering,
// sessions). This entry names what the shop uses, and webpack keeps only that (about 16 KB).
//
// A package that needs another export adds it here; the shell provides the page's copy, so deploy
// the shell before a remote that relies on a new name. scripts/test/shared-entries.test.ts fails
// when the sources import a name this file does not export.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
