import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../ui/query-view.tsx';

type Props<T> = {
  /** The card's heading, which also names the table. */
  title: string;
  query: UseQueryResult<T[]>;
  /** What the error says could not be loaded: 'the invite codes'. */
  what: string;
  empty: string;
  /** Column headings; a last, unnamed column holds each row's buttons. */
  columns: string[];
  minWidth: number;
  row: (item: T) => ReactNode;
};

/** A settings list as a titled table in its states: loading, the error, nothing yet, or the rows. */
export function TableCard<T>({ title, query, what, empty, columns, minWidth, row }: Props<T>) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <QueryView
          query={query}
          errorTitle={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
          loadingHeight={120}
        >
          {(items) =>
            items.length === 0 ? (
              <Text c="dimmed">{empty}</Text>
            ) : (
              <Table.ScrollContainer minWidth={minWidth}>
                <Table verticalSpacing="sm" aria-label={title}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <Table.Th key={column}>{column}</Table.Th>
                      ))}
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{items.map(row)}</Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryView>
      </Stack>
    </Paper>
  );
}
