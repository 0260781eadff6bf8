import { useEffect } from 'react';

/** Names the browser tab after the page, as '{title} | House Plans'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | House Plans`;
  }, [title]);
}
