import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreQueryClient } from 'shared-ui';
import { StandaloneHarness, type HarnessPage } from 'shared-ui/harness';
import { noOtherRemotes } from './noOtherRemotes';

/** Renders a remote's standalone harness at a path, other remotes unreachable, a cache of its own; returns its <main>. */
export function renderStandaloneHarnessAt(
  path: string,
  remoteName: string,
  pages: readonly HarnessPage[],
): HTMLElement {
  window.history.replaceState(null, '', path);
  render(
    <StandaloneHarness
      remoteName={remoteName}
      pages={pages}
      loader={noOtherRemotes}
      queryClient={createStoreQueryClient()}
    />,
  );
  return screen.getByRole('main');
}

/** Follows a harness nav link as a user would and checks that the nav then marks it as the current page. */
export async function openFromHarnessNav(linkName: string): Promise<void> {
  await userEvent.click(screen.getByRole('link', { name: linkName }));
  expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('aria-current', 'page');
}
