import { Center, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';

type Page = { items: readonly unknown[]; total: number };

type Props<T extends Page> = {
  query: UseQueryResult<T>;
  /** What loads, for screen readers and the error's heading: 'the programs'. */
  what: string;
  empty: string;
  pageSize: number;
  /** The pages' name ('Program pages'), the current one and the move. */
  paging: { label: string; page: number; onPage: (page: number) => void };
  children: (page: T) => ReactNode;
};

/** One page of a list in its states: loading rows, the error with a retry, 'nothing here', or the page with its pages. */
export function PagedList<T extends Page>({ query, what, empty, pageSize, paging, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>Loading {what}</VisuallyHidden>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
        error={query.error}
        fallback="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{empty}</Text>
      </Center>
    );
  }
  const { total } = query.data;
  const first = (paging.page - 1) * pageSize + 1;
  const last = Math.min(total, paging.page * pageSize);
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children(query.data)}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {first}–{last} of {total}
        </Text>
        <PageNav label={paging.label} pages={Math.ceil(total / pageSize)} page={paging.page} onChange={paging.onPage} />
      </Group>
    </Stack>
  );
}
