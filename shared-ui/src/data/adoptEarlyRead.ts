import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getSessionToken } from '../session/sessionStore';

/** What an early read needs of its answer: a fetch Response, or a stand-in in tests. */
export type EarlyAnswer = Pick<Response, 'ok' | 'json'>;

export interface EarlyReadQuery<T> {
  queryKey: QueryKey;
  /** As the query's own: an answer this fresh is not asked for again. */
  staleTime?: number;
  /** Whether an answer's `data` is what the query holds. */
  accepts: (data: unknown) => data is T;
  /** The query's own read through the API client, for anything but a good early answer. */
  request: (signal: AbortSignal) => Promise<T>;
}

/** The answer's data, when it is the API's envelope with status 200 around what the query holds. */
async function dataOf<T>(response: EarlyAnswer, accepts: EarlyReadQuery<T>['accepts']): Promise<T | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Reflect.get(body, 'status') !== 200) return null;
  const data: unknown = Reflect.get(body, 'data');
  return accepts(data) ? data : null;
}

/**
 * Takes over a read of the signed-in shopper's data already under way for `token` (the shell's entry asks for it
 * before the scripts that would have): the query's readers get its answer. Anything but a good answer (a refusal, an
 * expired session, a network error) is asked again through the query's own read, which reports it as every other
 * call does. Nothing is adopted if the session is no longer the one it was asked for.
 */
export function adoptEarlyRead<T>(
  client: QueryClient,
  token: string,
  answer: Promise<EarlyAnswer>,
  query: EarlyReadQuery<T>,
): void {
  if (getSessionToken() !== token) return;
  // Kept for the readers that come; a failure reaches them, not this caller.
  void client.prefetchQuery({
    queryKey: query.queryKey,
    staleTime: query.staleTime,
    queryFn: ({ signal }) =>
      answer
        .then((response) => dataOf(response, query.accepts))
        .catch(() => null)
        .then((data) => data ?? query.request(signal)),
  });
}
