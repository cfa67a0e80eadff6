import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCash,
  IconDeviceLaptop,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { employmentTypeLabels, type Job, workModeLabels } from '@ventura/shared';
import { countText, dateText, locationText, salaryText } from '../present.ts';
import { EmployerAvatar } from './employer-avatar.tsx';
import { Fact } from './job-card.tsx';

/** A job's heading: title, employer and whether it still takes applications. */
export function JobHeading({ job }: { job: Job }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <EmployerAvatar employer={job.employer} size={56} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {job.title}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{job.employer.companyName}</Text>
          {job.status === 'closed' ? (
            <Badge color="gray" variant="light">
              Closed
            </Badge>
          ) : !job.acceptingApplications ? (
            <Badge color="gray" variant="light">
              Deadline passed
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

/** The facts of a job at a glance, then its skills and description. */
export function JobBody({ job }: { job: Job }) {
  const salary = salaryText(job);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact icon={<IconMapPin size={16} />}>{locationText(job) ?? 'Location not stated'}</Fact>
          <Fact icon={<IconDeviceLaptop size={16} />}>{workModeLabels[job.workMode]}</Fact>
          <Fact icon={<IconBriefcase size={16} />}>{employmentTypeLabels[job.employmentType]}</Fact>
          <Fact icon={<IconCash size={16} />}>{salary ?? 'Salary not stated'}</Fact>
          <Fact icon={<IconUsers size={16} />}>{countText(job.openings, 'opening')}</Fact>
          <Fact icon={<IconCalendarEvent size={16} />}>Apply by {dateText(job.deadline)}</Fact>
        </SimpleGrid>
      </Paper>
      {job.skills.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Skills
          </Title>
          <Group gap={6}>
            {job.skills.map((skill) => (
              <Badge key={skill.code} variant="default" fw={500} tt="none">
                {skill.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          About the role
        </Title>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Text>
      </Stack>
    </Stack>
  );
}

/** Who is hiring: logo, name, what they say of themselves and their website. */
export function EmployerCard({ job }: { job: Job }) {
  const { employer } = job;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="The employer">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <EmployerAvatar employer={employer} />
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              Hiring
            </Text>
            <Text fw={600} truncate="end">
              {employer.companyName}
            </Text>
          </Stack>
        </Group>
        {employer.about ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
            {employer.about}
          </Text>
        ) : null}
        {employer.website ? (
          <Anchor href={employer.website} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
            {employer.website.replace(/^https?:\/\//, '')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
