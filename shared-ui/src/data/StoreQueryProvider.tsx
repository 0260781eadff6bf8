import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { followStoreEvents, pageQueryClient } from './storeQueryClient';

export interface StoreQueryProviderProps {
  /** The page's cache by default; a server render or a test brings its own. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * Gives the shell's tree (and every remote page in it) the one cache of API answers, kept in step with the bus
 * while it is mounted (in the browser: a server render has no bus).
 */
export function StoreQueryProvider({ client = pageQueryClient(), children }: StoreQueryProviderProps) {
  useEffect(() => followStoreEvents(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
