import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../app/notify.ts';
import { useDeleteAccount } from '../api.ts';
import { leaveAccount } from '../leave-account.ts';

/** The word a person types to confirm that the account goes for good. */
export const deleteConfirmationWord = 'DELETE';

/** Deletes the account for good, after the person types DELETE. */
export function DeleteAccountSection() {
  const headingId = useId();
  const [opened, modal] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    modal.close();
  };

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success('Your account has been deleted.');
        leaveAccount({ queryClient, navigate: (to) => void navigate(to, { replace: true }) });
      },
      onError: (error) => notify.error(errorText(error, 'Error while deleting account')),
    });

  return (
    <Paper
      component="section"
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
        <Button color="red" onClick={modal.open}>
          Delete account
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === deleteConfirmationWord) confirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Your account, your profiles and the users you added are deleted for good. You are signed out on every
              device.
            </Text>
            <TextInput
              label={`Type ${deleteConfirmationWord} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={typed !== deleteConfirmationWord} loading={remove.isPending}>
                Delete account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
