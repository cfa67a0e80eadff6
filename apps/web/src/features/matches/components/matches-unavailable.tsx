import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * Why this member has no investor matches here (a profile the tenant does not let search investors, or
 * not a startup's), in the server's words: a fact to know, not a failure to try again.
 */
export function MatchesUnavailable({ message }: { message: string }) {
  return (
    <Alert color="blue" title="Investor matches are not open to you" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
