import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import type { Facility } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { capacityText } from '../format.ts';
import { facilityPath } from '../paths.ts';
import { ApprovalBadge, KindBadge } from './badges.tsx';
import { FacilityPhoto } from './facility-photo.tsx';

/** One facility of the list: its photo, kind, name, where it is and how many it holds; the name opens it. */
export function FacilityCard({ facility }: { facility: Facility }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <FacilityPhoto photo={facility.photos[0]} kind={facility.kind} name={facility.name} />
        <Group gap="xs">
          <KindBadge kind={facility.kind} />
          {facility.needsApproval ? <ApprovalBadge /> : null}
        </Group>
        <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={facilityPath(facility.uuid)} inherit>
            {facility.name}
          </Anchor>
        </Title>
        <Stack gap={4} mt="auto">
          {facility.location ? (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{facility.location}</Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{capacityText(facility.capacity)}</Text>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
