import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useResendEmailVerification, useUpdateProfile } from '../api.ts';
import { keepEmail } from '../profile-changes.ts';

/**
 * A new email address waiting for its verification link: where the link went, a way to send it
 * again, and a way to keep the current address instead. Nothing when no change is waiting.
 */
export function PendingEmailNotice({ profile }: { profile: Profile }) {
  const resend = useResendEmailVerification();
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = profile.pendingEmail;
  if (!pending) return null;
  const keep = keepEmail(profile);

  const sendAgain = () => {
    setProblem(null);
    resend.mutate(undefined, {
      onSuccess: () => notify.success(`We sent the link again to ${pending}.`),
      onError: (error) => setProblem(errorText(error, 'The link could not be sent')),
    });
  };
  const cancelChange = () => {
    setProblem(null);
    update.mutate(keep.body, {
      onSuccess: () =>
        notify.success(profile.email ? `You keep signing in with ${profile.email}.` : 'The email change is cancelled.'),
      onError: (error) => setProblem(errorText(error, 'The change could not be cancelled')),
    });
  };

  return (
    <Alert
      color="yellow"
      title="Waiting for verification"
      role="status"
      styles={{
        // Mantine's yellow title colour is too light on the yellow background (2.7:1).
        title: { color: 'var(--mantine-color-text)' },
        // Lets the long address in the button wrap on a phone instead of widening the notice.
        body: { minWidth: 0 },
      }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} inherit>
            {pending}
          </Text>{' '}
          — we sent a link; your sign-in email changes when you open it.
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={sendAgain}
            loading={resend.isPending}
            disabled={update.isPending}
          >
            Send the link again
          </Button>
          <Button
            variant="subtle"
            size="xs"
            h="auto"
            mih={30}
            onClick={cancelChange}
            loading={update.isPending}
            disabled={resend.isPending}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
          >
            {keep.label}
          </Button>
        </Group>
        {problem ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
