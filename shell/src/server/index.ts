import type { CreatePageRenderer } from 'contracts/src/rendering/pageRendering';

// The shell's server entry (dist/server/renderer.js), required by the API process or a server of its own. The
// renderer is behind a dynamic import, as the browser's bootstrap is: Module Federation negotiates the shared
// singletons (react, the router, shared-ui) with the remotes before any of them is evaluated.
export const createPageRenderer: CreatePageRenderer = async (options) => {
  const { createPageRenderer: create } = await import('./pageRenderer');
  return create(options);
};
