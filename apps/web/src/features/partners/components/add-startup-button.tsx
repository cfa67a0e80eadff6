import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { limits } from '@ventura/shared';
import { notify } from '../../../core/notify.ts';
import { useAddStartup } from '../api.ts';
import { startupBody, startupErrors } from '../startup-form.ts';
import { StartupForm } from './startup-form.tsx';

/** Add startup, and its dialog: one startup by hand, whose founder gets an invitation at once. */
export function AddStartupButton() {
  const [opened, dialog] = useDisclosure(false);
  const add = useAddStartup();

  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialog.open}>
        Add startup
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Add a startup" size="lg">
        <Text size="sm" c="dimmed" mb="md">
          We email the founder an invitation to join, open for {limits.portfolioInvitationDays} days. Accepting creates
          their startup profile in your portfolio.
        </Text>
        <StartupForm
          validate={startupErrors}
          send={(values, handlers) =>
            add.mutate(startupBody(values), {
              onSuccess: ({ message, data }) => {
                handlers.onSuccess();
                dialog.close();
                notify.success(message || `Invitation sent to ${data.email}`);
              },
              onError: handlers.onError,
            })
          }
          pending={add.isPending}
          labels={{
            founderName: "Founder's name",
            email: "Founder's email",
            message: 'Message to the founder',
            messageHint: 'Optional. We put it in the invitation.',
          }}
          messageRequired={false}
          submitLabel="Send invitation"
          problemTitle="No invitation sent"
          failedText="The startup could not be added"
          secondary={
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
          }
        />
      </Modal>
    </>
  );
}
