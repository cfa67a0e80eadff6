import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Heading of the error shown when the query fails. */
  errorTitle: string;
  /** Height of the placeholder while the query loads, about that of the content. */
  loadingHeight: number;
  children: (data: T) => ReactNode;
};

/** One query's three states: a loading placeholder, its error with a retry, or the content. */
export function QueryView<T>({ query, errorTitle, loadingHeight, children }: Props<T>) {
  if (query.isPending) return <Skeleton h={loadingHeight} radius="lg" role="status" aria-label="Loading" />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        fallback="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
