import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useAcceptInvite } from '../api.ts';

type Outcome = { accepted: string } | { failed: string };

/**
 * The emailed link's `?invite=<token>`, taken once the invitee is signed in: accepted once, then the token
 * leaves the address and the startup they now review takes its place (`?startup=`), so the reviewer view
 * opens on it. A refusal says why, and the token leaves the address too (it would only fail again).
 */
export function InvitationAcceptance() {
  const [params, setParams] = useSearchParams();
  const token = params.get('invite');
  const { mutate, isPending } = useAcceptInvite();
  const sent = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    const leave = (startup: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('invite');
          if (startup) next.set('startup', startup);
          return next;
        },
        { replace: true },
      );
    mutate(token, {
      onSuccess: ({ startup }) => {
        setOutcome({ accepted: startup.name });
        leave(startup.uuid);
      },
      onError: (error) => {
        setOutcome({ failed: errorText(error, 'The invitation could not be accepted') });
        leave(null);
      },
    });
  }, [token, mutate, setParams]);

  if (isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Accepting the invitation…</Text>
      </Group>
    );
  }
  if (!outcome) return null;
  if ('failed' in outcome) {
    return (
      <Alert
        color="red"
        role="alert"
        title="The invitation could not be accepted"
        withCloseButton
        onClose={() => setOutcome(null)}
        closeButtonLabel="Dismiss"
      >
        {outcome.failed}
      </Alert>
    );
  }
  return (
    <Alert
      color="green"
      title="Invitation accepted"
      withCloseButton
      onClose={() => setOutcome(null)}
      closeButtonLabel="Dismiss"
    >
      You now review the growth metrics of {outcome.accepted}.
    </Alert>
  );
}
