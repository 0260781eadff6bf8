// The shell's browser entry, the one script the page names. The page is on screen already (rendered on the server),
// so the store's code is asked for once it has loaded (startWhenShown), behind a dynamic import so that Module
// Federation negotiates the shared singletons (react, the router, shared-ui) before any of them is evaluated.
import { startWhenShown } from './rendering/startupScripts';

startWhenShown(document, window, () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
