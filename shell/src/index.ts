// The shell's browser entry. The page is on screen already (rendered on the server); the store's code is behind a
// dynamic import so that Module Federation negotiates the shared singletons (react, the router, shared-ui) before
// any of them is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
