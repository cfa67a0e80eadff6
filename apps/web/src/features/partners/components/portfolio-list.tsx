import { Box, Button, Center, Pagination, Skeleton, Stack, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../ui/load-error.tsx';
import { type PortfolioFilter, portfolioPageSize, portfolioQuery } from '../api.ts';
import { listLabel, noMatchText, portfolioTotal, statusFromParam, statusTabLabel, statusTabs } from '../portfolio.ts';
import type { usePortfolioFilter } from '../use-portfolio-filter.ts';
import { EmptyPortfolio } from './empty-portfolio.tsx';
import { EntryCards, EntryTable } from './portfolio-entries.tsx';

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** The portfolio: a tab per state with its count, a search, and the entries page by page. */
export function PortfolioList({
  view,
  canInvite,
  canAdd,
}: {
  /** The page's one filter state (a second would fight it over the address). */
  view: ReturnType<typeof usePortfolioFilter>;
  canInvite: boolean;
  canAdd: boolean;
}) {
  const { filter, search, setSearch, setStatus, setPage } = view;
  const portfolio = useQuery(portfolioQuery(filter));
  const counts = portfolio.data?.counts;

  if (portfolio.isSuccess && portfolioTotal(portfolio.data.counts) === 0 && !filter.search) {
    return <EmptyPortfolio canAdd={canAdd} />;
  }
  return (
    <Stack gap="md">
      <TextInput
        label="Search the portfolio"
        placeholder="Startup, founder or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      <Tabs value={filter.status ?? 'all'} onChange={(value) => setStatus(statusFromParam(value))} keepMounted={false}>
        <Tabs.List>
          {statusTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {statusTabLabel(tab, counts)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {statusTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Results filter={filter} canInvite={canInvite} onPage={setPage} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** One page of entries with its loading, error and empty states, and the pages to move between. */
function Results({
  filter,
  canInvite,
  onPage,
}: {
  filter: PortfolioFilter;
  canInvite: boolean;
  onPage: (page: number) => void;
}) {
  const portfolio = useQuery(portfolioQuery(filter));
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (portfolio.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>Loading the portfolio</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (portfolio.isError) {
    return (
      <LoadError
        title="The portfolio could not be loaded"
        error={portfolio.error}
        fallback="Please try again."
        onRetry={() => void portfolio.refetch()}
        retrying={portfolio.isFetching}
      />
    );
  }
  const page = portfolio.data;
  if (page.items.length === 0) return <NoMatch filter={filter} onPage={onPage} />;
  const label = listLabel(filter);
  const pages = Math.ceil(page.total / portfolioPageSize);
  return (
    <Stack gap="md" style={{ opacity: portfolio.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {wide ? (
        <EntryTable entries={page.items} canInvite={canInvite} label={label} />
      ) : (
        <EntryCards entries={page.items} canInvite={canInvite} label={label} />
      )}
      {pages > 1 ? (
        <Box component="nav" aria-label="Portfolio pages">
          <Pagination
            total={pages}
            value={filter.pageNumber}
            onChange={onPage}
            size="sm"
            getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

function NoMatch({ filter, onPage }: { filter: PortfolioFilter; onPage: (page: number) => void }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text c="dimmed">{noMatchText(filter)}</Text>
        {filter.pageNumber > 1 ? (
          <Button variant="default" size="xs" onClick={() => onPage(1)}>
            Back to the first page
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
