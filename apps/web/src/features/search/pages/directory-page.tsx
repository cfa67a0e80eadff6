import { Box, Button, Drawer, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type DirectorySort,
  type DirectoryType,
  directories,
  directorySortLabels,
  directorySorts,
  profileTypes,
} from '@ventura/shared';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { searchOptionsQuery } from '../api.ts';
import type { CardAction } from '../card-action.ts';
import { compareKindOf } from '../compare-list.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { CompareTray } from '../components/compare-tray.tsx';
import { DirectoryResults } from '../components/directory-results.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { KeywordSearch } from '../components/keyword-search.tsx';
import { SavedFilters, SaveFilterButton } from '../components/saved-filters.tsx';
import {
  activeFilterCount,
  changeDirectoryState,
  type DirectoryState,
  paramsOf,
  readDirectoryState,
} from '../filters.ts';
import classes from '../search.module.css';
import { useDirectoryAccess } from '../use-directory-access.ts';

const sortOptions = directorySorts.map((sort) => ({ value: sort, label: directorySortLabels[sort] }));
const isSort = (value: string | null): value is DirectorySort => directorySorts.some((sort) => sort === value);

/**
 * A directory, /search/{slug} (calls 7.5): keywords with name suggestions, sort, the filter panel (beside
 * the results on wide screens, a drawer on phones), active filters as chips, the cards, pages, saved
 * filters for members and the compare tray. The address holds the whole search.
 */
export function DirectoryPage({ type, cardAction }: { type: DirectoryType; cardAction?: CardAction | undefined }) {
  const tenant = useTenant();
  const access = useDirectoryAccess(type);
  const { title } = directories[type];
  useDocumentTitle(`${title} | ${tenant.name}`);

  if (!tenant.features.show_ecosystem || !tenant.users[type]) return <Navigate to={paths.notFound} replace />;
  if (access === 'sign-in') {
    return (
      <SignInPrompt
        message={`Sign in to see ${title.toLowerCase()}`}
        intro={`The ${title.toLowerCase()} of ${tenant.name} are open to its members.`}
      />
    );
  }
  if (access === 'pending') {
    return (
      <Stack gap="lg" maw={1280} mx="auto" w="100%" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton h={64} w={320} radius="md" />
        <Skeleton h={420} radius="lg" />
      </Stack>
    );
  }
  if (access === 'closed') {
    return (
      <Stack gap="xs" maw={640} mx="auto" py="xl" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          Your profile cannot search {title.toLowerCase()} on {tenant.name}.
        </Text>
      </Stack>
    );
  }
  return <Directory type={type} cardAction={cardAction} />;
}

function Directory({ type, cardAction }: { type: DirectoryType; cardAction: CardAction | undefined }) {
  const tenant = useTenant();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDirectoryState(type, params), [type, params]);
  const options = useQuery(searchOptionsQuery(type));
  const [drawerOpened, drawer] = useDisclosure(false);
  const { title } = directories[type];
  const plural = title.toLowerCase();
  const singular = profileTypes[type].label.toLowerCase();
  const compareKind = compareKindOf(type);
  const filterCount = activeFilterCount(state);

  /**
   * A new search goes into the history, so that Back returns to the previous one; the page stays where
   * it is while filters change, and goes to the top for another page of results.
   */
  const show = (next: DirectoryState) =>
    setParams(paramsOf(type, next), { preventScrollReset: next.page === state.page });

  const panel = (
    <Stack gap="xl">
      {user ? <SavedFilters type={type} state={state} onApply={show} /> : null}
      <FilterPanel type={type} state={state} options={options} onChange={show} />
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {type === 'startup' && state.liveDeal
              ? `Startups on ${tenant.name} raising funds now.`
              : `Find ${plural} on ${tenant.name} by name, keyword and what they do.`}
          </Text>
        </Stack>
        {user ? <SaveFilterButton type={type} state={state} /> : null}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <KeywordSearch
          type={type}
          plural={plural}
          value={state.q}
          onSearch={(q) => show(changeDirectoryState(state, { q }))}
        />
        <Select
          label="Sort by"
          data={sortOptions}
          value={state.sort ?? (state.q ? 'relevance' : 'newest')}
          onChange={(value) => show(changeDirectoryState(state, { sort: isSort(value) ? value : null }))}
          allowDeselect={false}
          w={{ base: 'calc(50% - 6px)', xs: 190 }}
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
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </Button>
      </Group>

      <ActiveFilters type={type} state={state} options={options.data} onChange={show} />

      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box component="aside" aria-label="Filters" visibleFrom="md" className={classes.sidePanel}>
          {panel}
        </Box>
        <Box className={classes.results}>
          <DirectoryResults
            type={type}
            state={state}
            plural={plural}
            singular={singular}
            onChange={show}
            cardAction={cardAction}
          />
        </Box>
      </Group>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={`Filter ${plural}`}
        position="right"
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        <Stack gap="lg">
          {panel}
          <Button onClick={drawer.close} fullWidth>
            Show results
          </Button>
        </Stack>
      </Drawer>

      {compareKind ? <CompareTray kind={compareKind} /> : null}
    </Stack>
  );
}
