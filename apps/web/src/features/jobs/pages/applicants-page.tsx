import { Anchor, Center, Group, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ApplicationStatus, applicationStatuses, type Job } from '@ventura/shared';
import { useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { applicantsQuery, jobQuery } from '../api.ts';
import { ApplicantCard } from '../components/applicant-card.tsx';
import { jobPaths } from '../paths.ts';
import { applicantTotal, jobsOn, statusLabel, uuidPattern } from '../present.ts';
import { viewerTimeZone } from '../zones.ts';

const isStatus = (value: string | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);

/** The status tab and page an address holds (?status=shortlisted&page=2). */
export const readApplicantView = (params: URLSearchParams) => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
};

function ApplicantList({
  job,
  status,
  page,
  onPage,
}: {
  job: Job;
  status: ApplicationStatus | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const applicants = useQuery(applicantsQuery(job.uuid, status, page));
  const viewerZone = useMemo(() => viewerTimeZone(), []);
  if (applicants.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading applicants">
        <Skeleton h={180} radius="md" />
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  }
  if (applicants.isError) {
    return (
      <LoadError
        title="The applicants could not be loaded"
        error={applicants.error}
        fallback="Please try again."
        onRetry={() => void applicants.refetch()}
        retrying={applicants.isFetching}
      />
    );
  }
  if (applicants.data.items.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" ta="center" maw={420}>
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconUsers size={26} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {status ? `No applicants ${statusLabel(status).toLowerCase()}` : 'No applicants yet'}
          </Title>
          <Text size="sm" c="dimmed">
            {status ? 'Applicants show here as you move them.' : 'Applications to this job show here as they come in.'}
          </Text>
        </Stack>
      </Center>
    );
  }
  const pages = Math.max(1, Math.ceil(applicants.data.total / applicants.data.limit));
  return (
    <Stack gap="md" aria-busy={applicants.isPlaceholderData}>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applicants">
        {applicants.data.items.map((applicant) => (
          <li key={applicant.uuid}>
            <ApplicantCard applicant={applicant} jobUuid={job.uuid} viewerZone={viewerZone} />
          </li>
        ))}
      </Stack>
      <PageNav label="Pages of applicants" pages={pages} page={page} onChange={onPage} />
    </Stack>
  );
}

function Applicants({ job }: { job: Job }) {
  const [params, setParams] = useSearchParams();
  const view = readApplicantView(params);
  const counts = job.applicantCounts ?? {};
  const show = (status: ApplicationStatus | null, page = 1) => {
    const next = new URLSearchParams();
    if (status) next.set('status', status);
    if (page > 1) next.set('page', String(page));
    setParams(next, { preventScrollReset: page === view.page });
  };
  return (
    <Stack gap="md">
      <Tabs value={view.status ?? 'all'} onChange={(value) => show(isStatus(value) ? value : null)} keepMounted={false}>
        <Tabs.List aria-label="Applicants by status">
          <Tabs.Tab value="all">All ({applicantTotal(job.applicantCounts)})</Tabs.Tab>
          {applicationStatuses.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {statusLabel(status)} ({counts[status] ?? 0})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ApplicantList job={job} status={view.status} page={view.page} onPage={(page) => show(view.status, page)} />
    </Stack>
  );
}

/**
 * /jobs/{uuid}/applicants: the owner's view of a job's applicants, by status with counts, each with what
 * they sent and the moves the server allows, interviews to schedule and follow.
 */
export function ApplicantsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const valid = uuidPattern.test(uuid);
  const job = useQuery({ ...jobQuery(uuid, user?.uuid ?? null), enabled: valid && jobsOn(tenant) && user !== null });
  useDocumentTitle(`Applicants${job.data ? ` for ${job.data.title}` : ''} | ${tenant.name}`);

  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to see applicants"
        intro={`Employers on ${tenant.name} see their applicants here.`}
      />
    );
  }
  const status = job.error instanceof ApiError ? job.error.status : null;
  if (!valid || status === 404 || status === 400)
    return <Navigate to={jobPaths.search} replace state={{ missingJob: true }} />;

  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to={jobPaths.posted} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>Your jobs</span>
        </Group>
      </Anchor>
      {job.isPending ? (
        <Skeleton h={240} radius="md" role="status" aria-label="Loading the job" />
      ) : job.isError ? (
        <LoadError
          title="The job could not be loaded"
          error={job.error}
          fallback="Please try again."
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2">
              Applicants
            </Title>
            <Text c="dimmed">
              <Anchor component={Link} to={jobPaths.details(job.data.uuid)} inherit>
                {job.data.title}
              </Anchor>
              {job.data.status === 'closed' ? ' · closed' : ''}
            </Text>
          </Stack>
          {job.data.can.seeApplicants ? (
            <Applicants job={job.data} />
          ) : (
            <Text>Only the employer who posted this job sees its applicants.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
