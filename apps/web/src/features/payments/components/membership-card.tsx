import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { accountTypeLabels, billingIntervalLabels, type MyMembership, payableFeatureLabels } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useCancelMembership, useResumeMembership } from '../api.ts';
import { dateText } from '../format.ts';
import { MembershipStatusBadge } from './status-badges.tsx';
import { UnlocksList } from './unlocks-list.tsx';

type Held = NonNullable<MyMembership['membership']>;

const periodText = (membership: Held) => {
  if (membership.status === 'ended') return 'This membership has ended.';
  if (!membership.currentPeriodEnd) return 'A one-off membership: it does not end.';
  const end = dateText(membership.currentPeriodEnd);
  return membership.cancelAtPeriodEnd ? `Ends on ${end}; it will not renew.` : `Renews on ${end}.`;
};

/** Cancelling asks first: the membership keeps working until the period ends, then stops. */
function CancelButton({ membership }: { membership: Held }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelMembership();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify.success('Your membership will end at the end of this period');
      },
      onError: (error) => notify.error(errorText(error, 'The membership could not be cancelled')),
    });
  const end = membership.currentPeriodEnd ? dateText(membership.currentPeriodEnd) : 'the end of this period';
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        Cancel at period end
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Cancel your membership?" centered>
        <Stack gap="md">
          <Text size="sm">
            {membership.plan.name} keeps working until {end}. It will not renew, and nothing more is charged. You can
            keep it any time before then.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Cancel at period end
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ResumeButton() {
  const resume = useResumeMembership();
  return (
    <Button
      loading={resume.isPending}
      onClick={() =>
        resume.mutate(undefined, {
          onSuccess: () => notify.success('Your membership will renew as before'),
          onError: (error) => notify.error(errorText(error, 'The membership could not be resumed')),
        })
      }
    >
      Keep my membership
    </Button>
  );
}

/** The member's membership: plan, status, when it renews or ends, the grace period, and what it unlocks. */
export function MembershipCard({ mine }: { mine: MyMembership }) {
  const { membership, unlocked } = mine;
  const unlockedTexts = [
    ...unlocked.features.map((feature) => payableFeatureLabels[feature]),
    ...unlocked.accountTypes.map((type) => `${accountTypeLabels[type]} profile`),
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-membership">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-membership">
          Your membership
        </Title>
        {membership ? (
          <Stack gap="sm">
            <Group gap="sm">
              <Text fw={700} size="lg">
                {membership.plan.name}
              </Text>
              <Text size="sm" c="dimmed">
                {billingIntervalLabels[membership.plan.interval]}
              </Text>
              <MembershipStatusBadge status={membership.status} />
            </Group>
            <Text size="sm">{periodText(membership)}</Text>
            {membership.eventSeatsLeft > 0 ? (
              <Text size="sm">
                {membership.eventSeatsLeft} paid event {membership.eventSeatsLeft === 1 ? 'ticket' : 'tickets'} left
                this period.
              </Text>
            ) : null}
            {membership.status === 'past_due' ? (
              <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Your renewal failed">
                The payment provider is trying again.
                {membership.graceEndsAt
                  ? ` Your membership keeps working until ${dateText(membership.graceEndsAt)}; update your payment method with the provider before then.`
                  : ' Update your payment method with the provider to keep your membership.'}
              </Alert>
            ) : null}
            {membership.can.cancel || membership.can.resume ? (
              <Group gap="sm">
                {membership.can.cancel ? <CancelButton membership={membership} /> : null}
                {membership.can.resume ? <ResumeButton /> : null}
              </Group>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            You have no membership yet. Choose a plan below.
          </Text>
        )}
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Unlocked for you
          </Text>
          <UnlocksList items={unlockedTexts} label="Unlocked for you" empty="Nothing paid is unlocked yet." />
        </Stack>
      </Stack>
    </Paper>
  );
}
