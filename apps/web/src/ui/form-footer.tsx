import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** Why the last submit failed, announced; nothing when it did not. */
  problem: ReactNode;
  /** The failure's heading: 'Not saved', 'Not requested'. */
  problemTitle: string;
  pending: boolean;
  /** A button before the submit one (Cancel, Back). */
  secondary?: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
};

/** The end of a form: why the last submit failed, if it did, then its buttons on the right, submit last. */
export function FormFooter({ problem, problemTitle, pending, secondary, children }: Props) {
  return (
    <>
      {problem ? (
        <Alert color="red" role="alert" title={problemTitle}>
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {secondary}
        <Button type="submit" loading={pending}>
          {children}
        </Button>
      </Group>
    </>
  );
}
