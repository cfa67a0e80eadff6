import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmMentorSession, type MentorSession } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useConfirmSession } from '../api.ts';

type Values = { notes: string; minutes: number | string };
const fieldNames: ReadonlyArray<keyof Values> = ['notes', 'minutes'];
const fieldOf = (path: string) => fieldNames.find((field) => field === path.split('.')[0]);
const maxNotes = 4000;

/** 'Confirm session': after it ended, each side says it happened, what was covered and how long it took. */
export function ConfirmSessionModal({ session, onClose }: { session: MentorSession; onClose: () => void }) {
  const confirm = useConfirmSession();
  const form = useForm<Values>({ initialValues: { notes: '', minutes: session.bookedMinutes } });
  const close = () => {
    if (!confirm.isPending) onClose();
  };

  const submit = form.onSubmit((values) => {
    const body = {
      notes: values.notes.trim(),
      ...(values.minutes === '' ? {} : { minutes: Number(values.minutes) }),
    };
    const problems = schemaFieldErrors(ConfirmMentorSession, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    confirm.mutate(
      { uuid: session.uuid, body },
      {
        onSuccess: () => {
          notify.success(`Thank you: your session with ${session.other.name} is confirmed.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else form.setErrors({ notes: errorText(error, 'The session could not be confirmed') });
        },
      },
    );
  });

  return (
    <Modal opened onClose={close} title={`Confirm your session with ${session.other.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Say that the session happened. Hours count once both of you have confirmed
            {session.role === 'mentor' ? ', as long as you say it lasted.' : '.'}
          </Text>
          <Textarea
            label="Notes"
            description="What you covered"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={maxNotes}
            data-autofocus
            {...form.getInputProps('notes')}
          />
          <NumberInput
            label="Minutes"
            description={`Booked for ${session.bookedMinutes} minutes`}
            min={5}
            max={480}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minutes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={confirm.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Save confirmation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
