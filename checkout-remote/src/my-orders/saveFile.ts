import type { ApiFile } from 'shared-ui';

/** How long the file's object URL lives: long enough for every browser to have started saving it. */
const KEEP_OBJECT_URL_MS = 30_000;

/** Hands a downloaded file to the browser to save under its own name, as a link with `download` would. */
export function saveFile({ blob, fileName }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
