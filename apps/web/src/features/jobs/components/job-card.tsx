import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconCash, IconMapPin } from '@tabler/icons-react';
import { employmentTypeLabels, type Job, workModeLabels } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { jobPaths } from '../paths.ts';
import { deadlineText, locationText, salaryText } from '../present.ts';
import { EmployerAvatar } from './employer-avatar.tsx';
import { StatusBadge } from './status-badge.tsx';

const shownSkills = 5;

/** One fact on a card: an icon and a short text. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text component="span" c="dimmed" lh={0} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" component="span" miw={0}>
        {children}
      </Text>
    </Group>
  );
}

/** A job in a list: title (its page), employer, place and mode, salary, deadline, skills and the caller's status. */
export function JobCard({ job, today }: { job: Job; today: string }) {
  const titleId = useId();
  const place = locationText(job);
  const salary = salaryText(job);
  const extraSkills = job.skills.length - shownSkills;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <EmployerAvatar employer={job.employer} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={jobPaths.details(job.uuid)} fw={600} id={titleId} lineClamp={2}>
              {job.title}
            </Anchor>
            <Text size="sm" c="dimmed" truncate="end">
              {job.employer.companyName}
            </Text>
          </Stack>
          {job.myApplication ? <StatusBadge status={job.myApplication.status} size="sm" /> : null}
        </Group>
        <Stack gap={4}>
          <Fact icon={<IconMapPin size={16} />}>
            {[place, workModeLabels[job.workMode]].filter(Boolean).join(' · ')}
          </Fact>
          <Fact icon={<IconBriefcase size={16} />}>{employmentTypeLabels[job.employmentType]}</Fact>
          {salary ? <Fact icon={<IconCash size={16} />}>{salary}</Fact> : null}
          <Fact icon={<IconCalendarEvent size={16} />}>{deadlineText(job, today)}</Fact>
        </Stack>
        {job.skills.length > 0 ? (
          <Group gap={6} mt="auto">
            {job.skills.slice(0, shownSkills).map((skill) => (
              <Badge key={skill.code} variant="default" size="sm" fw={500} tt="none">
                {skill.name}
              </Badge>
            ))}
            {extraSkills > 0 ? (
              <Badge variant="transparent" size="sm" c="dimmed" tt="none">
                +{extraSkills} more
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
