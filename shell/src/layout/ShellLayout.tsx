import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { usePreloadLikelyNextRemote } from '../preloading/usePreloadLikelyNextRemote';
import { SkipLink } from './SkipLink';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import styles from './ShellLayout.module.css';

const MAIN_ID = 'main';

/** Every page's frame: the skip link first, the header, the one <main> landmark holding the page, the footer. */
export function ShellLayout({ builderRegistrationUrl }: { builderRegistrationUrl?: string }) {
  const main = useFocusOnNavigation<HTMLElement>();
  usePreloadLikelyNextRemote();
  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer builderRegistrationUrl={builderRegistrationUrl} />
      <ScrollRestoration />
    </div>
  );
}
