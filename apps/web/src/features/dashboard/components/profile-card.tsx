import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type Profile, shortCount } from '@ventura/shared';
import { useId } from 'react';
import { approvalInfo } from '../approval.ts';

/** Who the signed-in profile is, where its approval stands and what that means, and how often it was viewed. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  const approval = approvalInfo[profile.approvalStatus];
  const title = profile.organizationName ?? profile.name;
  const role = [profile.accountTypeLabel, profile.designation].filter(Boolean).join(' · ');

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Your profile
        </Title>
        <Group wrap="nowrap" gap="md">
          <Avatar src={profile.avatar} name={title} color="initials" variant="filled" size="lg" alt="" />
          <Stack gap={2} miw={0}>
            <Text fw={600} size="lg" truncate="end">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {role}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Approval status
            </Text>
            <Badge color={approval.color}>{approval.label}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {approval.meaning}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <IconEye size={20} aria-hidden />
          <Text>
            <Text span fw={700}>
              {shortCount(profile.totalProfileViews)}
            </Text>{' '}
            profile {profile.totalProfileViews === 1 ? 'view' : 'views'}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
