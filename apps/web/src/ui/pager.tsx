import { Box, Group, Pagination, Text } from '@mantine/core';

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

type Props = {
  /** What the pages are of, for the navigation's name: 'Approval queue'. */
  label: string;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
};

/** Where in a list the visitor is ('26–50 of 212') and the pages to move between; nothing for one page. */
export function Pager({ label, total, pageSize, page, onPage }: Props) {
  const pages = Math.ceil(total / pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {first}–{last} of {total}
      </Text>
      {pages > 1 ? (
        <Box component="nav" aria-label={`${label} pages`}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
      ) : null}
    </Group>
  );
}
