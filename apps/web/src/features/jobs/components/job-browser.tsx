import { Box, Button, Drawer, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WordsSearch } from '../../../ui/words-search.tsx';
import type { JobScope } from '../api.ts';
import {
  activeJobFilterCount,
  changeJobFilters,
  type JobFilters,
  jobFilterKeys,
  jobFilterParams,
  jobSortLabels,
  jobSorts,
  readJobFilters,
} from '../filters.ts';
import { JobFiltersPanel } from './job-filters.tsx';
import { JobResults } from './job-results.tsx';

const sortOptions = jobSorts.map((value) => ({ value, label: jobSortLabels[value] }));
const filterKeys: ReadonlySet<string> = new Set(jobFilterKeys);

/**
 * A job search whose filters live in the address (keywords, employment type, work mode, skills, place,
 * salary, sort, page): the panel beside the results on wide screens, a drawer on phones. Other
 * parameters of the page's address (a tab) are kept.
 */
export function JobBrowser({ scope }: { scope: JobScope }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readJobFilters(params), [params]);
  const [drawerOpened, drawer] = useDisclosure(false);
  const count = activeJobFilterCount(filters);

  const show = (next: JobFilters) =>
    setParams(
      (current) => {
        const nextParams = jobFilterParams(next);
        for (const [key, value] of current) if (!filterKeys.has(key)) nextParams.append(key, value);
        return nextParams;
      },
      { preventScrollReset: next.page === filters.page },
    );

  const panel = <JobFiltersPanel filters={filters} onChange={show} />;
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <WordsSearch
          label="Search jobs"
          placeholder="Title, company or keyword"
          value={filters.search}
          onSearch={(search) => show(changeJobFilters(filters, { search }))}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <Select
          label="Sort by"
          data={sortOptions}
          value={filters.sort}
          onChange={(value) => show(changeJobFilters(filters, { sort: value === 'deadline' ? 'deadline' : 'newest' }))}
          allowDeselect={false}
          w={{ base: 'calc(50% - 6px)', xs: 180 }}
          comboboxProps={{ shadow: 'md' }}
        />
        <Button
          hiddenFrom="md"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          onClick={drawer.open}
          aria-expanded={drawerOpened}
          w={{ base: 'calc(50% - 6px)', xs: 'auto' }}
        >
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
      </Group>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box component="aside" aria-label="Filters" visibleFrom="md" w={260} style={{ flex: '0 0 260px' }}>
          {panel}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <JobResults scope={scope} filters={filters} onChange={show} />
        </Box>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Filter jobs"
        position="right"
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        <Stack gap="lg">
          {panel}
          <Button onClick={drawer.close} fullWidth>
            Show jobs
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
