// The async boundary lets the federation runtime set up the shared modules (react, shared-ui...) before any runs.
void import('./bootstrap');
