import { keepToastsBelowHeader, TOAST_TOP_PROPERTY } from './belowTheHeader';

function headerAt(bottom: number): HTMLElement {
  const header = document.createElement('header');
  header.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: bottom - 60, width: 390, height: 60 });
  document.body.prepend(header);
  return header;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty(TOAST_TOP_PROPERTY);
});

describe('keepToastsBelowHeader', () => {
  it("puts the toasts' top at the header's bottom edge, and follows it as the page scrolls", () => {
    const header = headerAt(61.4);
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
    const stop = keepToastsBelowHeader();
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_PROPERTY)).toBe('61px');

    // The desktop's header scrolls away: the toasts rise with it, never above the top of the window.
    header.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -200, width: 1280, height: 130 });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_PROPERTY)).toBe('0px');

    stop();
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    requestFrame.mockRestore();
  });

  it('is 0 on a page without a header (a remote alone in its harness)', () => {
    const stop = keepToastsBelowHeader();
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_PROPERTY)).toBe('0px');
    stop();
  });
});
