import { useEffect } from 'react';
import { STORE_NAME } from 'contracts/src/business/storeName';
import { useLocation } from 'react-router-dom';

/** The page the server rendered and named (a plan's own name, say): its title stays as the server wrote it. */
let serverTitledPath: string | null = null;

/** Called at start-up on a server-rendered page. */
export function keepServerTitle(pathname: string): void {
  serverTitledPath = pathname;
}

/** Names the browser tab after the page, as '{title} | House Plans', unless the server named it already. */
export function useDocumentTitle(title: string): void {
  // react-router calls the location the browser opened 'default'.
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (key === 'default' && pathname === serverTitledPath) return;
    document.title = `${title} | ${STORE_NAME}`;
  }, [title, key, pathname]);
}
