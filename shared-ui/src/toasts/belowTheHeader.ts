/** The custom property the toast container's top reads (ToastProvider.module.css). */
export const TOAST_TOP_PROPERTY = '--toast-offset-top';

/**
 * Keeps the toasts below the page's header, so that they never cover its controls (Sign In, the cart, Menu): the
 * header's bottom edge as it is on screen, kept in a custom property on the root element while toasts can show.
 * The phone's header is sticky (a constant offset); the desktop's scrolls away, and the toasts rise with it.
 * The page's first <header> is the store's (the shell renders it before <main>); without one the offset is 0.
 * Returns the way to stop.
 */
export function keepToastsBelowHeader(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  let frame: number | null = null;
  const measure = () => {
    frame = null;
    const header = doc.querySelector('header');
    const bottom = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
    doc.documentElement.style.setProperty(TOAST_TOP_PROPERTY, `${bottom}px`);
  };
  // At most once a frame, however many scroll events come.
  const schedule = () => {
    if (frame === null) frame = view.requestAnimationFrame(measure);
  };
  measure();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  return () => {
    if (frame !== null) view.cancelAnimationFrame(frame);
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
  };
}
