// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; keen-slider asks it for its breakpoints. No media query matches in a test, as on a page
// whose breakpoints are not met.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  /** @param {string} media @returns {MediaQueryList} */
  const matchMedia = (media) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  window.matchMedia = matchMedia;
}
