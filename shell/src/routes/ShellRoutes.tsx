import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../layout/ShellLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RoutePage } from './RoutePage';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';

/**
 * The route table on screen: one layout (skip link, header, the single <main>, footer) around every page and the
 * not-found page.
 *
 * Declarative <Routes> under <BrowserRouter>, not a data router (createBrowserRouter): the shell has no loaders or
 * actions (each remote fetches its own data), and a data router builds a Fetch API Request on every navigation,
 * which the jsdom test environment of the shell and of every remote does not have. Remotes therefore use only the
 * hooks both routers share (useNavigate, useLocation, useParams, useSearchParams, Link).
 */
export function ShellRoutes({ builderRegistrationUrl }: { builderRegistrationUrl?: string }) {
  return (
    <Routes>
      <Route element={<ShellLayout builderRegistrationUrl={builderRegistrationUrl} />}>
        {ROUTE_TABLE.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            caseSensitive
            // Keyed by path: moving between two prefiltered lists starts the page afresh with its own preset.
            element={<RoutePage key={route.path} route={route} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
