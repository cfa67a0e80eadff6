import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notify.ts';
import { useDeleteAccount } from '../api.ts';
import { leaveAccount } from '../leave-account.ts';
import { ConfirmationCodeDialog, useConfirmationStep } from './confirmation-code-dialog.tsx';

/** Deletes the account for good, once the person enters a code sent to the contact they sign in with. */
export function DeleteAccountSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const confirmation = useConfirmationStep();

  const confirm = async (code: string) => {
    await remove.mutateAsync({ code });
    confirmation.close();
    notify.success('Your account has been deleted.');
    leaveAccount({ queryClient, navigate: (to) => void navigate(to, { replace: true }) });
  };

  return (
    <Paper
      component="section"
      // Your data (issue 42) links here.
      id="delete-account"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          Delete account
        </Title>
        <Text size="sm">
          Deletes your account, every profile you hold and the users you added to them. This cannot be undone.
        </Text>
        <Button color="red" onClick={confirmation.start}>
          Delete account
        </Button>
      </Stack>
      <ConfirmationCodeDialog
        step={confirmation}
        title="Delete your account?"
        confirmLabel="Delete account"
        confirmColor="red"
        onConfirm={confirm}
      >
        <Text size="sm">
          Your account, your profiles and the users you added are deleted for good. You are signed out on every device.
          Enter the code we sent you to confirm that it is you.
        </Text>
      </ConfirmationCodeDialog>
    </Paper>
  );
}
