// The shell's entry. On a server-rendered page the inline start-up loader (rendering/startupLoader.ts) adds it once
// the page is on screen; a page sent as its frame, and the dev server's page, name it themselves. The store's code is
// behind a dynamic import so that Module Federation negotiates the shared singletons (react, the router, shared-ui)
// before any of them is evaluated.
import { startEarlyShopperReads } from './preloading/earlyShopperReads';
import { startInStages } from './rendering/startInStages';

startEarlyShopperReads();
void startInStages([
  // React DOM is the largest of the libraries: evaluated on its own; then shared-ui with the libraries it uses (the
  // router, TanStack Query, zustand, ky); then the shell.
  () => import('react-dom/client'),
  () => import('shared-ui'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
]);
