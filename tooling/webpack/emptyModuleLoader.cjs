// A module with nothing in it: what a global style sheet is in the server build (the browser's copy styles the page).
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
