import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStoreQueryClient, StoreQueryProvider, ToastProvider } from 'shared-ui';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one page of this remote at `url` (its route pattern `path`), with toasts and a query cache of its own,
 * and any other path as a probe that says where the page navigated to.
 */
export function renderAccountRoute(Page: ComponentType, path: string, url = path, state?: unknown) {
  // A cache of its own, as the shell gives the page one: no answer leaks from one test into the next.
  const view = render(
    <StoreQueryProvider client={createStoreQueryClient()}>
      <ToastProvider>
        <MemoryRouter
          initialEntries={[
            { pathname: url.split('?')[0] ?? url, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
          ]}
        >
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </StoreQueryProvider>,
  );
  return {
    ...view,
    /** The path and query the page navigated to (after it left). */
    location: async () => (await screen.findByTestId('location')).textContent,
  };
}
