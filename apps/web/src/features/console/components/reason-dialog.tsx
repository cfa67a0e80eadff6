import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MemberStatusBody } from '@ventura/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';

const reasonField = (path: string) => (path === 'reason' ? 'reason' : undefined);

type Props = {
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** More fields above the reason (which profile to sign in as). */
  children?: ReactNode;
  onClose: () => void;
  /** Does the act; a failure it throws shows on the reason field (a problem of the reason) or below it. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/**
 * A dialog that asks why before an act the audit log keeps (suspending an account, signing in as a
 * member): at least a few words, checked as the server checks them.
 */
export function ReasonDialog({ title, intro, confirmLabel, confirmColor, children, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = schemaFieldErrors(MemberStatusBody, { reason: reason.trim() }, reasonField).reason;
    if (problem) {
      setError(problem);
      return;
    }
    setWorking(true);
    try {
      await onConfirm(reason.trim());
    } catch (failure) {
      setError(serverFieldErrors(failure, reasonField).reason ?? errorText(failure, 'That did not work'));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          {children}
          <Textarea
            label="Reason"
            description="Kept in the audit log with your name."
            autosize
            minRows={3}
            required
            data-autofocus
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={working}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
