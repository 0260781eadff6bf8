import { createContext, useContext } from 'react';

/**
 * True in the server's render. A signed-in shopper's page cannot be rendered there (the token lives in the
 * browser's sessionStorage): the server sends its frame and the browser renders the rest.
 */
export const RenderingOnServerContext = createContext(false);

export function useRenderingOnServer(): boolean {
  return useContext(RenderingOnServerContext);
}
