// The start-up loader: built on its own, without Module Federation (tooling/webpack/startupLoaderConfig.cjs), and
// written inline into every server-rendered page by the shell's renderer in place of the entry's script tag, which it
// names in `data-entry`. Inline, it costs the page no request before its first paint; the page's script policy allows
// it by its hash.
import { nextTask } from 'shared-ui/next-task';
import { preloadScripts, runEntry, startAfterFirstPaint, startupScriptsOf } from './startupScripts';
import { linkWholeStyleSheets } from './wholeStyleSheets';

const entry = document.currentScript?.dataset.entry;
if (entry) {
  startAfterFirstPaint(document, window, () => {
    linkWholeStyleSheets(document);
    // In a task of its own: each element added to the page costs the phone a moment, and together they were a long task.
    void nextTask().then(() => {
      preloadScripts(document, startupScriptsOf(document));
      runEntry(document, entry);
    });
  });
}
