import { act, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installFakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { WhenNearViewport } from './WhenNearViewport';

function Section() {
  return <p>the section</p>;
}

const page = (
  <WhenNearViewport lookahead="25%" placeholder={<p>its placeholder</p>}>
    <Section />
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  describe('with IntersectionObserver', () => {
    const { reportIntersection, rootMargins } = installFakeIntersectionObserver();

    it('draws the placeholder on the server, which has no viewport', () => {
      const html = renderToString(page);
      expect(html).toContain('its placeholder');
      expect(html).not.toContain('the section');
    });

    it('hydrates what the server drew without a mismatch, then waits for the viewport', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const serverPlaceholder = within(container).getByText('its placeholder');
      const recoverableErrors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) }),
      );
      try {
        expect(recoverableErrors).toEqual([]);
        // Hydrated, not drawn afresh: the browser kept the server's element.
        expect(within(container).getByText('its placeholder')).toBe(serverPlaceholder);
        act(() => reportIntersection(true));
        expect(container).toHaveTextContent('the section');
      } finally {
        act(() => root.unmount());
        container.remove();
      }
    });

    it('renders the children once they come within the look-ahead, and keeps them', () => {
      render(page);
      expect(rootMargins()).toEqual(['25%']);
      act(() => reportIntersection(false));
      expect(screen.getByText('its placeholder')).toBeInTheDocument();
      expect(screen.queryByText('the section')).not.toBeInTheDocument();
      act(() => reportIntersection(true));
      expect(screen.getByText('the section')).toBeInTheDocument();
      expect(screen.queryByText('its placeholder')).not.toBeInTheDocument();
      act(() => reportIntersection(false));
      expect(screen.getByText('the section')).toBeInTheDocument();
    });

    it('watches the viewport with no look-ahead unless given one', () => {
      render(
        <WhenNearViewport placeholder="its placeholder">
          <Section />
        </WhenNearViewport>,
      );
      expect(rootMargins()).toEqual(['0px']);
    });

    it('shows the placeholder while a near child is suspended (its code loading)', async () => {
      let loaded: (module: { default: typeof Section }) => void = () => undefined;
      const LazySection = lazy(
        () =>
          new Promise<{ default: typeof Section }>((resolve) => {
            loaded = resolve;
          }),
      );
      render(
        <WhenNearViewport placeholder={<p>its placeholder</p>}>
          <LazySection />
        </WhenNearViewport>,
      );
      act(() => reportIntersection(true));
      expect(screen.getByText('its placeholder')).toBeInTheDocument();
      await act(async () => loaded({ default: Section }));
      expect(screen.getByText('the section')).toBeInTheDocument();
      expect(screen.queryByText('its placeholder')).not.toBeInTheDocument();
    });
  });

  it('renders the children at once where the browser has no IntersectionObserver', () => {
    render(page);
    expect(screen.getByText('the section')).toBeInTheDocument();
  });
});
