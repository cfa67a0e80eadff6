import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorText } from '../api/client.ts';

type Props = {
  title: string;
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A query that failed: what went wrong and a way to try again. */
export function LoadError({ title, error, fallback, onRetry, retrying }: Props) {
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
