import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Connection, ConnectionAction } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import type { ConnectionAnswer, useRespondToConnection } from '../api.ts';

const maxMessageLength = 500;

type Props = {
  connection: Connection;
  answer: ConnectionAnswer;
  respond: ReturnType<typeof useRespondToConnection>;
  onClose: () => void;
};

/** Confirms an answer to a request, with an optional message to its sender. */
export function RespondModal({ connection, answer, respond, onClose }: Props) {
  const name = connection.other.name;
  const form = useForm({
    initialValues: { actionMessage: '' },
    validate: schemaResolver(ConnectionAction, { sync: true }),
  });
  const verb = answer === 'accept' ? 'Accept' : 'Reject';
  const close = () => {
    if (!respond.isPending) onClose();
  };

  const submit = form.onSubmit(({ actionMessage }) =>
    respond.mutate(
      { uuid: connection.connectionUUID, answer, actionMessage },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message:
              answer === 'accept' ? `You are now connected with ${name}.` : `You rejected the request from ${name}.`,
          });
          onClose();
        },
        onError: (error) => {
          notifications.show({
            color: 'red',
            message: errorText(error, `Error while answering the request from ${name}`),
          });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={close} title={`${verb} request from ${name}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {answer === 'accept'
              ? `${name} becomes one of your connections. You can add a message for them.`
              : `The request from ${name} is declined. You can add a message with your answer.`}
          </Text>
          <Textarea
            label="Message (optional)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxMessageLength}
            description={`${form.values.actionMessage.length}/${maxMessageLength} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
            {...form.getInputProps('actionMessage')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={respond.isPending}>
              Cancel
            </Button>
            <Button type="submit" color={answer === 'reject' ? 'red' : undefined} loading={respond.isPending}>
              {verb}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
