import { preloadFirstPage } from './preloading/preloadFirstPage';

// The opened page's remote starts loading now, while the shared libraries and bootstrap chunk still download.
preloadFirstPage();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
