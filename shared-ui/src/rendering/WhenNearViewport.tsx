import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export interface WhenNearViewportProps {
  /** How far ahead of the viewport the content starts (a CSS length, as IntersectionObserver's rootMargin). */
  lookahead?: string;
  /** What holds the content's place: before it is near, and while its code (a lazy component) loads. */
  placeholder: ReactNode;
  /** The below-the-fold content, typically a `lazy()` component: neither rendered nor loaded before it is near. */
  children: ReactNode;
}

/**
 * Below-the-fold content drawn only once the shopper scrolls within `lookahead` of it (`useNearViewport`), its
 * placeholder until then and while its code loads. The server draws the placeholder, and so does the browser's
 * first render, so hydration meets what the server sent; a plain `<div>` around both is what the viewport is
 * watched through.
 */
export function WhenNearViewport({ lookahead = '0px', placeholder, children }: WhenNearViewportProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(lookahead);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
