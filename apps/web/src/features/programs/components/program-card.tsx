import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { type Program, programApplicationStatusLabels } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { applicationStatusColors, windowOf } from '../present.ts';
import { ProgramAction } from './program-action.tsx';

/** A program in a list: title, code, summary, industries, its window and the caller's application, and what to do. */
export function ProgramCard({ program }: { program: Program }) {
  const headingId = useId();
  const dates = windowOf(program);
  const mine = program.myApplication;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={programPaths.details(program.code, program.family)} inherit>
                {program.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {program.code}
              {program.office ? ` · ${program.office.name}` : ''}
              {program.externalUrl ? ' · External' : ''}
            </Text>
          </Stack>
          <Badge color={dates.color} variant="light" tt="none" miw="max-content">
            {dates.label}
          </Badge>
        </Group>
        <Text size="sm">{program.summary}</Text>
        {program.industries.length > 0 ? (
          <Group gap={6} aria-label="Industries">
            {program.industries.map((industry) => (
              <Badge key={industry.code} variant="default" radius="sm" tt="none" fw={500}>
                {industry.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap={6}>
            <IconCalendarEvent size={18} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{dates.text}</Text>
            {mine ? (
              <Badge color={applicationStatusColors[mine.status]} variant="light" tt="none">
                Your application: {programApplicationStatusLabels[mine.status]}
              </Badge>
            ) : null}
          </Group>
          <ProgramAction program={program} />
        </Group>
      </Stack>
    </Paper>
  );
}
