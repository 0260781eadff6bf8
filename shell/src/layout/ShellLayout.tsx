import { Outlet, useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from 'shared-ui';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { usePreloadOnIntent } from '../preloading/usePreloadOnIntent';
import { useProvideRouterNavigation } from '../routes/shellNavigation';
import { RouteErrorPage } from './RouteErrorPage';
import { SkipLink } from './SkipLink';
import { usePageChange } from './usePageChange';
import styles from './ShellLayout.module.css';

const MAIN_ID = 'main';

/** Every page's frame: the skip link first, the header, the one <main> landmark holding the page, the footer. */
export function ShellLayout({ builderRegistrationUrl }: { builderRegistrationUrl?: string }) {
  const { pathname } = useLocation();
  const main = usePageChange<HTMLElement>();
  useProvideRouterNavigation();
  // Links anywhere on the page (header, page, footer) preload their route's remote on intent.
  const preloadOnIntent = usePreloadOnIntent();
  return (
    <div className={styles.layout} {...preloadOnIntent}>
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        {/* A shell page that throws is replaced by an error inside the frame; leaving the page resets it. */}
        <RemoteErrorBoundary key={pathname} fallback={<RouteErrorPage />}>
          <Outlet />
        </RemoteErrorBoundary>
      </main>
      <Footer builderRegistrationUrl={builderRegistrationUrl} />
    </div>
  );
}
