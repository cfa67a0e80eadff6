import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { familyLabels, reviewPathOf } from '../admin/labels.ts';
import { reviewQueueQuery } from './api.ts';
import { formatDay } from './format.ts';

/**
 * 'To review': the programs the caller is assigned to review (GET programs-management/review/list), each
 * opening its applications. Nothing at all for someone who reviews none, or while it loads or fails, so
 * the page it sits on stays as it was for everyone else.
 */
export function ReviewQueue() {
  const user = useSessionUser();
  const queue = useQuery({ ...reviewQueueQuery(), enabled: user !== null });
  const programs = queue.data ?? [];
  if (programs.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="review-queue">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-queue">
          To review
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {programs.map((program) => (
            <Group component="li" key={program.uuid} justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={reviewPathOf(program)} fw={600}>
                  {program.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {familyLabels[program.family]} · closes {formatDay(program.closesAt)}
                </Text>
              </Stack>
              {program.applicationCount !== undefined ? (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {program.applicationCount} {program.applicationCount === 1 ? 'application' : 'applications'}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
