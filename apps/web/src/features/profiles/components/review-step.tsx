import { Alert, Anchor, Badge, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { OwnProfile, ProfileTypeDef } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { approvalInfo, approvalRequestedText } from '../../../ui/approval-status.ts';
import { useRequestApproval } from '../api.ts';
import type { EditStep } from '../edit-pages.ts';

type Props = {
  def: ProfileTypeDef;
  profile: OwnProfile;
  profileUuid: string;
  steps: readonly EditStep[];
  onOpenStep: (index: number) => void;
  onBack: () => void;
  /** Told once the request has gone: the page stays on the review, whatever editing it closes. */
  onRequested: () => void;
};

// Mantine's light alert titles are too pale on their own background (under 4.5:1).
const statusMeaning: Partial<Record<OwnProfile['approvalStatus'], string>> = {
  submitted: 'Your profile was sent for approval. The platform team is reviewing it.',
  approved: 'Your profile is approved.',
  rejected: 'Your profile was not approved. Update it and request approval again.',
  limited_access: 'Your profile was not approved, so some features are hidden. Update it and request approval again.',
};

/** The guided flow's last step: how complete the profile is, what is missing, and the approval request. */
export function ReviewStep({ def, profile, profileUuid, steps, onOpenStep, onBack, onRequested }: Props) {
  const headingId = useId();
  const request = useRequestApproval(def, profileUuid);
  const { completeness } = profile;
  const badge = approvalInfo[profile.approvalStatus];
  const open = steps.flatMap((step, index) => (step.complete ? [] : [{ step, index }]));
  // Optional lists are not steps of their own; their pages are one link away.
  const others = def.lists.filter((list) => !steps.some((step) => step.key === list.key));

  const send = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        onRequested();
        notify.success(approvalRequestedText);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 403))
          notify.error(errorText(error, 'Error while requesting approval!'));
      },
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} size="h3" id={headingId}>
          Review and request approval
        </Title>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600}>Profile completeness</Text>
            <Text fw={700} size="lg">
              {completeness.percentage}%
            </Text>
          </Group>
          <Progress
            value={completeness.percentage}
            size="lg"
            radius="xl"
            color={completeness.complete ? 'green' : undefined}
            aria-label={`Profile ${completeness.percentage}% complete`}
          />
        </Stack>
        <Group gap="xs">
          <Text fw={600}>Approval status</Text>
          <Badge color={badge.color} size="lg" variant="light">
            {badge.label}
          </Badge>
        </Group>
        {statusMeaning[profile.approvalStatus] ? (
          <Text size="sm" c="dimmed">
            {statusMeaning[profile.approvalStatus]}
          </Text>
        ) : null}
        {open.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            title="Still missing before you can request approval"
            styles={readableAlertTitle}
          >
            <List size="sm" spacing={6}>
              {open.map(({ step, index }) => (
                <List.Item key={step.key}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onOpenStep(index)}
                    c="inherit"
                    fw={600}
                    underline="always"
                  >
                    {step.title}
                  </Anchor>
                  : {step.missing.join(', ')}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : completeness.complete && profile.approvalStatus === 'draft' ? (
          <Alert color="green" variant="light" title="Your profile is complete" styles={readableAlertTitle}>
            Send it to the platform team for approval.
          </Alert>
        ) : null}
        {others.length > 0 ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Optional, on their own pages:
            </Text>
            {others.map((list) => (
              <Anchor key={list.key} component={Link} to={list.page} size="sm">
                {list.title}
              </Anchor>
            ))}
          </Group>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            onClick={send}
            loading={request.isPending}
            disabled={!profile.can.requestApproval}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            Request approval
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
