import { Anchor, Box, Button, Center, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { ProfileAccountType, ProfileDashboard } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { approvalRequestedText } from '../../../ui/approval-status.ts';
import { useRequestApproval } from '../api.ts';
import { requestApprovalOf } from '../approval.ts';

type Props = { type: ProfileAccountType; dashboard: ProfileDashboard };

/**
 * How complete the profile is, what is still missing (each part a way to the page that fills it in),
 * and 'Request approval' when the server says the profile may ask (spec 4).
 */
export function CompletenessCard({ type, dashboard }: Props) {
  const headingId = useId();
  const { completeness } = dashboard;
  const request = useRequestApproval(type, dashboard.profile.uuid);
  const button = requestApprovalOf(dashboard);
  const percentage = completeness.percentage;

  const requestApproval = () =>
    request.mutate(undefined, {
      onSuccess: () => notify.success(approvalRequestedText),
      onError: (error) => notify.error(errorText(error, 'The approval request could not be sent')),
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Profile completeness
        </Title>
        <Group wrap="nowrap" gap="md" align="center">
          <RingProgress
            size={96}
            thickness={9}
            roundCaps
            sections={[{ value: percentage, color: completeness.complete ? 'green' : 'primary' }]}
            label={
              <Center>
                <Text fw={700} size="lg" aria-hidden>
                  {percentage}%
                </Text>
              </Center>
            }
            aria-hidden
          />
          <Text>{percentage}% of your profile is filled in.</Text>
        </Group>
        {completeness.missing.length > 0 ? (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Still missing
            </Text>
            <Stack component="ul" gap={6} m={0} pl="md">
              {completeness.missing.map((part) => (
                <Box component="li" key={part.key} fz="sm">
                  <Anchor component={Link} to={part.page} fw={500} size="sm">
                    {part.title}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    : {part.fields.join(', ')}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        ) : (
          <Text size="sm" fw={500}>
            Every required part is filled in.
          </Text>
        )}
        {button.shown ? (
          <Stack gap={4} align="flex-start">
            <Button onClick={requestApproval} disabled={!button.enabled} loading={request.isPending}>
              Request approval
            </Button>
            {button.hint ? (
              <Text size="sm" c="dimmed">
                {button.hint}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
