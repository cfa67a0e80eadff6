import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * Why this member has no matches of a kind here (the tenant does not let its profile search them, or its
 * profile has no such matches), in the server's words or the same rule's: a fact to know, not a failure
 * to try again. `title` names what is closed: 'Investor matches are not open to you'.
 */
export function MatchesUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="blue" title={title} icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
