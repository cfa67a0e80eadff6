import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConsoleMember } from '@ventura/shared';
import { formatDay, formatMoment, sinceText } from '../format.ts';
import { userStatusInfo } from '../labels.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { MemberActions } from './member-actions.tsx';

function Profiles({ member }: { member: ConsoleMember }) {
  if (member.profiles.length === 0) return <Text c="dimmed">None</Text>;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {member.profiles.map((profile) => (
        <Group key={profile.uuid} component="li" gap={6}>
          <Text size="sm">
            {profile.name}
            <Text span c="dimmed" size="sm">
              {' '}
              · {profile.label}
            </Text>
          </Text>
          <ApprovalBadge status={profile.approvalStatus} />
        </Group>
      ))}
    </Stack>
  );
}

/** A page of the members: who they are, their profiles, state, last visit and what may be done. */
export function MemberTable({ members, label }: { members: readonly ConsoleMember[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="24%">
              Member
            </Table.Th>
            <Table.Th scope="col">Profiles</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              Last seen
            </Table.Th>
            <Table.Th scope="col">Joined</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Stack gap={0} miw={0}>
                  <Group gap={6}>
                    <Text fw={600}>{member.name}</Text>
                    {member.role === 'operator' ? (
                      <Badge component="span" size="sm" variant="default">
                        Operator
                      </Badge>
                    ) : null}
                  </Group>
                  {[member.email, member.mobile].map((contact) =>
                    contact ? (
                      <Text key={contact} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {contact}
                      </Text>
                    ) : null,
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Profiles member={member} />
              </Table.Td>
              <Table.Td>
                <Badge component="span" size="sm" color={userStatusInfo[member.status].color} miw="max-content">
                  {userStatusInfo[member.status].label}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" title={member.lastSeenAt ? formatMoment(member.lastSeenAt) : undefined}>
                  {sinceText(member.lastSeenAt)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDay(member.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <MemberActions member={member} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
