import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { IpRequestSummary } from '@ventura/shared';
import { Link } from 'react-router';
import { fullTime } from '../../../ui/time.ts';
import { ipRequestPath } from '../paths.ts';
import { KindBadge, StageBadge } from './stage-badge.tsx';

/** Requests, each a link to its page, with its kind, owner and stage. */
export function RequestList({ requests, label }: { requests: readonly IpRequestSummary[]; label: string }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {requests.map((request) => (
        <Paper key={request.uuid} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={4} miw={0}>
              <Anchor component={Link} to={ipRequestPath(request.uuid)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {request.title}
              </Anchor>
              <Group gap="xs">
                <KindBadge kind={request.kind} />
                <Text size="sm" c="dimmed">
                  {request.owner.name} · updated {fullTime(request.updatedAt)}
                </Text>
              </Group>
            </Stack>
            <StageBadge stage={request.stage} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
