/**
 * What the page's loader (tooling/webpack/index.html) left on `window` under `key`: a request it made as the page
 * painted, before this code had arrived, as `{ ...what it asked for, answer }` with `answer` the fetch's promise.
 * Null when it left nothing usable (another page, an older loader, no such request).
 */
export function pageLoaderHandover(
  key: string,
  page: Window = window,
): { request: object; answer: Promise<Response> } | null {
  const handed: unknown = Reflect.get(page, key);
  if (typeof handed !== 'object' || handed === null) return null;
  const handedAnswer: unknown = Reflect.get(handed, 'answer');
  if (!(handedAnswer instanceof Promise)) return null;
  const pending: Promise<unknown> = handedAnswer;
  const answer = pending.then((response) => {
    if (!(response instanceof Response)) throw new TypeError('The page loader handed over no response.');
    return response;
  });
  return { request: handed, answer };
}
