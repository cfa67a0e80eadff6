import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconEye } from '@tabler/icons-react';
import { type ProfileDashboard, shortCount } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { approvalInfo, decisionMessageOf } from '../approval.ts';

const viewsText = (count: number) => `${shortCount(count)} profile ${count === 1 ? 'view' : 'views'}`;

/**
 * Who the signed-in profile is, where its approval stands and what that means (with the operators'
 * message when they did not approve it), how often it was viewed, and the way to its public page.
 */
export function ProfileCard({ dashboard }: { dashboard: ProfileDashboard }) {
  const headingId = useId();
  const { profile, completeness, views } = dashboard;
  const approval = approvalInfo[profile.approvalStatus];
  const message = decisionMessageOf(completeness);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Your profile
        </Title>
        <Group wrap="nowrap" gap="md">
          <Avatar
            src={profile.logo ?? profile.avatar}
            name={profile.name}
            color="initials"
            variant="filled"
            size="lg"
            alt=""
          />
          <Stack gap={2} miw={0}>
            <Text fw={600} size="lg" truncate="end">
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed">
              {profile.label}
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
          {message ? (
            <Paper withBorder radius="md" p="sm" mt={4}>
              <Text size="sm" fw={500}>
                Message from the platform team
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {message}
              </Text>
            </Paper>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconEye size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            <Text span fw={700}>
              {viewsText(views.total)}
            </Text>
            <Text span c="dimmed" size="sm">
              {' '}
              · {shortCount(views.last30Days)} in the last 30 days
            </Text>
          </Text>
        </Group>
        {profile.profileUrl ? (
          <Anchor component={Link} to={profile.profileUrl} fw={500}>
            <Group gap={6} component="span" wrap="nowrap">
              View my public profile
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
