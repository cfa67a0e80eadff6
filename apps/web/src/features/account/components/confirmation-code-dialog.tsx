import { Alert, Button, Group, Loader, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import type { OtpSent } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { CodeEntry } from '../../../ui/code-entry.tsx';
import { useRequestConfirmationCode } from '../api.ts';
import { codeFailure } from '../confirmation.ts';

/**
 * The confirmation step before a change to how the account signs in, or its deletion: `start` opens
 * the dialog and sends a code to the account's sign-in contact; the dialog takes the code.
 */
export const useConfirmationStep = () => {
  const [opened, setOpened] = useState(false);
  // The code last sent; kept while a new one is asked for, so the boxes stay on screen.
  const [sent, setSent] = useState<OtpSent | null>(null);
  const request = useRequestConfirmationCode();
  const send = async () => {
    const next = await request.mutateAsync();
    setSent(next);
    return next;
  };
  return {
    opened,
    sent,
    request,
    /** Resolves to the code just sent; a refusal (429, 403) rejects. */
    send,
    start: () => {
      setSent(null);
      setOpened(true);
      send().catch(() => undefined);
    },
    close: () => setOpened(false),
  };
};

export type ConfirmationStep = ReturnType<typeof useConfirmationStep>;

type Props = {
  step: ConfirmationStep;
  title: string;
  /** What happens once the code is accepted. */
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** Does the confirmed action with the code; a rejection's text shows under the code boxes. */
  onConfirm: (code: string) => Promise<unknown>;
};

/** The dialog of a confirmation step: what is about to happen, where the code went, and the code. */
export function ConfirmationCodeDialog({ step, title, children, confirmLabel, confirmColor, onConfirm }: Props) {
  const { sent, request } = step;
  return (
    <Modal opened={step.opened} onClose={step.close} title={title} centered>
      <Stack gap="md">
        {children}
        {sent ? (
          <CodeEntry
            sent={sent}
            verifyLabel={confirmLabel}
            verifyColor={confirmColor}
            submitOnComplete={false}
            failureText="The code could not be checked"
            onResend={step.send}
            onVerify={async (code) => {
              try {
                await onConfirm(code);
              } catch (error) {
                throw codeFailure(error);
              }
            }}
          />
        ) : request.isError ? (
          <Alert color="red" title="We could not send a code" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorText(request.error, 'Please try again.')}</Text>
              <Button variant="default" size="xs" onClick={() => void step.send().catch(() => undefined)}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Sending you a confirmation code…</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={step.close}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
