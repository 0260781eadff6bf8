import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { apiClient, createStoreQueryClient } from 'shared-ui';
import * as BlogDetailsModule from './blog/BlogDetailsPage';
import * as FaqModule from './faq/FaqPage';
import { contentApiGet } from './testing/contentFixtures';
import { browserPage, loadContext, serverPage, type PageModule } from './testing/serverRendering';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
beforeEach(() => get.mockImplementation(contentApiGet));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The round trip of a server-rendered page: `load` and render it as the shell's server does (this file runs in a
 * browser environment, so the page's HTML is made with React's server renderer here), hand the cache over as JSON
 * in the page, then hydrate that HTML in the browser from the handed-over cache. Returns what React reported.
 */
async function serverRenderThenHydrate(page: PageModule, url: string, routePath: string) {
  const serverClient = createStoreQueryClient();
  await page.load?.(loadContext(serverClient, url, routePath));
  const html = renderToString(serverPage(page.default, serverClient, url));
  const handedOver: DehydratedState = JSON.parse(JSON.stringify(dehydrate(serverClient)));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browserClient = createStoreQueryClient();
  hydrate(browserClient, handedOver);

  get.mockClear();
  const consoleErrors = jest.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  const Page: ComponentType = page.default;
  await act(async () => {
    root = hydrateRoot(container, browserPage(Page, browserClient, url), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { html, container, consoleErrors, recoverableErrors };
}

describe('a server-rendered page hydrates without a mismatch', () => {
  it('/faq: the questions hydrate as they were sent, and the accordion works at once', async () => {
    const { html, consoleErrors, recoverableErrors } = await serverRenderThenHydrate(FaqModule, '/faq', '/faq');
    expect(html).toContain('What do I receive when I buy a plan?');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The handed-over answers are fresh: the browser does not ask again.
    expect(get).not.toHaveBeenCalled();

    const first = screen.getByRole('button', { name: 'What do I receive when I buy a plan?' });
    const second = screen.getByRole('button', { name: 'Can you change a plan for me?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, with a free quote in 1-3 business days.')).not.toBeVisible();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, with a free quote in 1-3 business days.')).toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('/blogdetails?id=6: the post hydrates, then its share links appear with the browser’s address', async () => {
    const { html, consoleErrors, recoverableErrors } = await serverRenderThenHydrate(
      BlogDetailsModule,
      '/blogdetails?id=6',
      '/blogdetails',
    );
    expect(html).not.toContain('Share on Facebook');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();

    expect(screen.getByRole('heading', { level: 1, name: 'Small Homes That Live Large' })).toBeInTheDocument();
    const url = `${window.location.origin}/blogdetails?id=6`;
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
  });

  it('/blogdetails?id=999: the "not found" page hydrates as the server sent it', async () => {
    const { consoleErrors, recoverableErrors } = await serverRenderThenHydrate(
      BlogDetailsModule,
      '/blogdetails?id=999',
      '/blogdetails',
    );
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
  });
});
