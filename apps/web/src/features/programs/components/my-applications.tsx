import { Anchor, Badge, Button, Center, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type ProgramApplication,
  type ProgramFamily,
  programApplicationStatusLabels,
  programFamilyInfo,
  programStageLabels,
} from '@ventura/shared';
import { Link } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { PageNav } from '../../../ui/page-nav.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { appliedListQuery } from '../api.ts';
import { pageCount } from '../filters.ts';
import { applicationStatusColors, countText, dateText } from '../present.ts';

type Props = { family: ProgramFamily; page: number; onPage: (page: number) => void };

/** One of the caller's applications: the program, where it stands, what is still owed, and the way in. */
function ApplicationItem({ application }: { application: ProgramApplication }) {
  const { program } = application;
  const draft = application.status === 'draft';
  const external = application.status === 'external';
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Anchor
              component={Link}
              to={programPaths.details(program.code, program.family)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {program.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {program.code}
              {external ? '' : ` · ${programStageLabels[application.stage]} stage`}
              {application.submittedAt
                ? ` · sent ${dateText(application.submittedAt)}`
                : ` · closes ${dateText(program.closesAt)}`}
            </Text>
          </Stack>
          <Badge color={applicationStatusColors[application.status]} variant="light" tt="none" miw="max-content">
            {programApplicationStatusLabels[application.status]}
          </Badge>
        </Group>
        {draft ? (
          <Progress
            value={application.progress}
            size="sm"
            aria-label={`${application.progress}% of the questions answered`}
          />
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={application.pendingDocuments > 0 ? undefined : 'dimmed'}>
            {application.pendingDocuments > 0
              ? `${countText(application.pendingDocuments, 'document')} to upload`
              : draft
                ? `${application.progress}% answered`
                : ''}
          </Text>
          {external ? null : (
            <Button
              component={Link}
              to={
                draft
                  ? programPaths.apply(program.code, program.family)
                  : programPaths.status(program.code, program.family)
              }
              size="xs"
              variant={draft ? 'filled' : 'default'}
            >
              {draft ? 'Continue application' : 'View status'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The caller's applications to this family's programs (GET {family}/applied/list). */
export function MyApplications({ family, page, onPage }: Props) {
  const applications = useQuery(appliedListQuery(family, page));
  return (
    <QueryView query={applications} errorTitle="Your applications could not be loaded" loadingHeight={240}>
      {(list) =>
        list.items.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap="xs" ta="center">
              <Text fw={500}>You have not applied yet</Text>
              <Text size="sm" c="dimmed">
                Your applications to {programFamilyInfo[family].label.toLowerCase()} and where they stand show here.
              </Text>
            </Stack>
          </Center>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="My applications">
              {list.items.map((application) => (
                <ApplicationItem key={application.uuid} application={application} />
              ))}
            </Stack>
            <PageNav
              label="Application pages"
              pages={pageCount(list.total, list.limit)}
              page={page}
              onChange={onPage}
            />
          </Stack>
        )
      }
    </QueryView>
  );
}
