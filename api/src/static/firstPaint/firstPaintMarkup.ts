/** What the shell page draws of the opened page before any script runs: its styles and its markup. */
export interface FirstPaint {
  /** Rules for the markup, each scoped under `.first-paint` so nothing else on the page is touched. */
  css: string;
  html: string;
}
