import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { JobBrowser } from '../components/job-browser.tsx';
import { MissingJobNotice } from '../components/missing-job-notice.tsx';
import { jobsOn } from '../present.ts';

/** /search/jobs: the open jobs of the tenant, for anyone (and the job seeker's search), filters in the address. */
export function SearchJobsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Search jobs | ${tenant.name}`);
  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Jobs</Title>
        <Text c="dimmed">Open roles at the startups and organisations of {tenant.name}.</Text>
      </Stack>
      <MissingJobNotice />
      <JobBrowser scope="public" />
    </Stack>
  );
}
