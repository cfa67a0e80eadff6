import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSignOutOthers } from '../api.ts';

/** Sign out every other device and browser at once; this one stays signed in. */
export function SessionsSection() {
  const headingId = useId();
  const signOutOthers = useSignOutOthers();
  const run = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        notify.success(ended === 0 ? 'You were signed in only here.' : `Signed out ${ended} other session(s).`),
      onError: (error) => notify.error(errorText(error, 'Something went wrong')),
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          Signed-in devices
        </Title>
        <Text size="sm">
          Lost a phone or used a shared computer? Sign out everywhere else; you stay signed in here.
        </Text>
        <Button variant="default" onClick={run} loading={signOutOthers.isPending}>
          Sign out everywhere else
        </Button>
      </Stack>
    </Paper>
  );
}
