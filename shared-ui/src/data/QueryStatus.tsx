import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../components/StatusMessage/EmptyState';
import { ErrorState, type ErrorStateProps } from '../components/StatusMessage/ErrorState';
import { LoadingState, type LoadingStateProps } from '../components/StatusMessage/LoadingState';

export interface QueryStatusProps<T> {
  query: UseQueryResult<T>;
  /** What the spinner says, e.g. "Loading questions…". */
  loading?: LoadingStateProps;
  /** The failure as the screen words it (from the error, e.g. "Error: <the server's message>"); Retry reads again
   * (not after a 4xx). */
  error: Omit<ErrorStateProps, 'onRetry' | 'message' | 'error'> & {
    message: ReactNode | ((error: Error) => ReactNode);
  };
  /** Shown instead of `children` when the answer holds nothing (`isEmpty`). */
  empty?: EmptyStateProps & { isEmpty: (data: T) => boolean };
  children: (data: T) => ReactNode;
}

/**
 * A screen's loading, error-with-Retry and empty states for one query, the same on every page: the spinner while
 * it loads (again after Retry), the failure with a Retry that reads again (unless it was a 4xx), the empty message when there is nothing, else the content.
 */
export function QueryStatus<T>({ query, loading, error, empty, children }: QueryStatusProps<T>) {
  // A Retry under way shows the spinner again, so the click is seen to do something.
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching))
    return <LoadingState {...loading} />;
  if (query.status === 'error') {
    const { message, ...errorState } = error;
    return (
      <ErrorState
        {...errorState}
        message={typeof message === 'function' ? message(query.error) : message}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { data } = query;
  if (empty?.isEmpty(data)) {
    const { isEmpty: _isEmpty, ...emptyState } = empty;
    return <EmptyState {...emptyState} />;
  }
  return <>{children(data)}</>;
}
