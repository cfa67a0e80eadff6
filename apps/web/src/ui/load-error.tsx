import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, errorText } from '../api/client.ts';

/** Where the plans that unlock a paid feature are (the payments feature's /membership). */
const membershipPath = '/membership';

type Props = {
  title: string;
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * A query that failed: what went wrong and a way to try again. A 402 (a feature that comes with a membership
 * the member does not hold) says so in the server's words and points to the plans instead: asking again
 * would not help.
 */
export function LoadError({ title, error, fallback, onRetry, retrying }: Props) {
  if (error instanceof ApiError && error.status === 402) {
    return (
      <Alert color="blue" title="Comes with a membership" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message.trim() || errorText(error, 'This feature comes with a membership.')}</Text>
          <Button component={Link} to={membershipPath} size="xs">
            See membership plans
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error, fallback)}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
