import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { RemoteLoaderProvider, StoreQueryProvider, ToastProvider, type RemoteLoader } from 'shared-ui';
import styles from './StandaloneHarness.module.css';

/** One exposed module as the harness shows it: where it is mounted and how the nav names it. */
export interface HarnessPage {
  /** The expose key in webpack.config.cjs, e.g. './HomePage'. */
  expose: string;
  label: string;
  /** Route pattern, as in the shell's route table. */
  path: string;
  /** Where the nav link goes, when the pattern has parameters. */
  href?: string;
  Page: ComponentType;
}

export interface StandaloneHarnessProps {
  /** The remote's federation name, as the nav and messages show it. */
  remoteName: string;
  pages: readonly HarnessPage[];
  /** Loads the other remotes' fragments: the federation loader in the browser, a fake in tests. */
  loader: RemoteLoader;
  /** The cache of API answers: the page's by default, a fresh one per test. */
  queryClient?: QueryClient;
}

/**
 * A remote running alone: the shell's providers (router, toasts, remote loader, API answers' cache) and a nav to each of its pages, which
 * render inside a <main> as they do in the shell. Built only by `webpack serve`, never into the deployed remote.
 */
export function StandaloneHarness({ remoteName, pages, loader, queryClient }: StandaloneHarnessProps) {
  return (
    <BrowserRouter>
      <StoreQueryProvider client={queryClient}>
        <RemoteLoaderProvider loader={loader}>
          <ToastProvider>
            <header className={styles.header}>
              <p className={styles.caption}>{remoteName} remote, standalone</p>
              <nav aria-label={`${remoteName} pages`}>
                <ul className={styles.links}>
                  {pages.map((page) => (
                    <li key={page.expose}>
                      <NavLink to={page.href ?? page.path} end>
                        {page.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </header>
            <main className={styles.main}>
              <Routes>
                {pages.map(({ expose, path, Page }) => (
                  <Route key={expose} path={path} element={<Page />} />
                ))}
                <Route path="*" element={<p>No page of the {remoteName} remote lives here: pick one above.</p>} />
              </Routes>
            </main>
          </ToastProvider>
        </RemoteLoaderProvider>
      </StoreQueryProvider>
    </BrowserRouter>
  );
}
