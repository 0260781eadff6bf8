import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installFakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { useNearViewport } from './useNearViewport';

function BelowTheFold({ lookahead }: { lookahead?: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(lookahead);
  return <div ref={ref}>{near ? 'the section' : 'its placeholder'}</div>;
}

describe('useNearViewport', () => {
  describe('with IntersectionObserver', () => {
    const { reportIntersection, rootMargins } = installFakeIntersectionObserver();

    it('stays false until the element comes within the look-ahead, then stays true', () => {
      render(<BelowTheFold lookahead="25%" />);
      expect(rootMargins()).toEqual(['25%']);
      act(() => reportIntersection(false));
      expect(screen.getByText('its placeholder')).toBeInTheDocument();
      act(() => reportIntersection(true));
      expect(screen.getByText('the section')).toBeInTheDocument();
      act(() => reportIntersection(false));
      expect(screen.getByText('the section')).toBeInTheDocument();
    });

    it('is false on the server, which has no viewport', () => {
      expect(renderToString(<BelowTheFold />)).toContain('its placeholder');
    });
  });

  it('shows the content at once where the browser has no IntersectionObserver', () => {
    render(<BelowTheFold />);
    expect(screen.getByText('the section')).toBeInTheDocument();
  });
});
