import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { StoreQueryProvider, createStoreQueryClient } from 'shared-ui';

/**
 * Renders `ui` with a cache of its own, as the shell gives every page one: no answer leaks from one test into the
 * next. `client` is returned so a test can see what was cached or announce a change to it.
 */
export function renderWithQueryClient(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { wrapper?: (props: { children: ReactNode }) => ReactElement } = {},
): RenderResult & { client: QueryClient } {
  const client = createStoreQueryClient();
  const { wrapper: Inner, ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreQueryProvider client={client}>{Inner ? <Inner>{children}</Inner> : children}</StoreQueryProvider>
  );
  return { ...render(ui, { wrapper, ...rest }), client };
}
