// What the store shares as `react-router-dom`: the router's declarative browser API, and nothing else.
// Module Federation shares a library whole (no tree shaking across the share scope), and react-router 7 carries its
// server side too (request handlers, sessions, cookies with the `cookie` and `set-cookie-parser` packages, static and
// RSC routers). Re-exporting only these names lets webpack drop the rest from the one copy every shopper downloads.
// A name an app imports must be listed here (sharedRouter.test.cjs checks every import in the workspace): a remote
// built later gets the shell's copy at runtime, so adding a name is a change to the shell as well.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
