import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcaseOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../core/session.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { fetchJobsError, type JobScope, jobListQuery } from '../api.ts';
import { changeJobFilters, clearedJobFilters, isNarrowed, type JobFilters } from '../filters.ts';
import { countText, todayIn } from '../present.ts';
import { viewerTimeZone } from '../zones.ts';
import { JobCard } from './job-card.tsx';

type Props = { scope: JobScope; filters: JobFilters; onChange: (next: JobFilters) => void };

function Loading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label="Loading jobs">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h={190} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** One page of a job search, with its loading, error and empty states, the total and the pager. */
export function JobResults({ scope, filters, onChange }: Props) {
  const user = useSessionUser();
  const results = useQuery(jobListQuery(scope, filters, user?.uuid ?? null));
  const today = todayIn(viewerTimeZone());

  if (results.isPending) return <Loading />;
  if (results.isError) {
    return (
      <LoadError
        title={fetchJobsError}
        error={results.error}
        fallback="The jobs could not be loaded. Please try again."
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  }
  const page = results.data;
  if (page.items.length === 0) {
    const narrowed = isNarrowed(filters);
    return (
      <EmptyResults
        icon={<IconBriefcaseOff size={26} />}
        title={narrowed ? 'No jobs match this search' : filters.page > 1 ? 'No more jobs' : 'No open jobs yet'}
        hint={
          narrowed
            ? 'Try fewer filters or other words.'
            : filters.page > 1
              ? 'This page is past the last job.'
              : 'Jobs show here as employers post them. Come back soon.'
        }
        action={
          narrowed
            ? { label: 'Clear filters', onClick: () => onChange(clearedJobFilters(filters)) }
            : filters.page > 1
              ? { label: 'First page', onClick: () => onChange(changeJobFilters(filters, { page: 1 })) }
              : null
        }
      />
    );
  }
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <Stack gap="md" aria-busy={results.isPlaceholderData}>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {page.totalIsEstimate ? `About ${countText(page.total, 'job')}` : countText(page.total, 'job')}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-label="Jobs"
      >
        {page.items.map((job) => (
          <li key={job.uuid}>
            <JobCard job={job} today={today} />
          </li>
        ))}
      </SimpleGrid>
      <PageNav
        label="Result pages"
        pages={pages}
        page={page.pageNumber}
        onChange={(next) => onChange(changeJobFilters(filters, { page: next }))}
        mt="sm"
      />
    </Stack>
  );
}
