import { Button, FileInput, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { helpdeskLimits, NewTicket } from '@ventura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { issueTypesQuery, useRaiseTicket } from '../api.ts';
import { ticketPath } from '../paths.ts';
import { acceptedFiles } from './reply-box.tsx';

type Values = { issueTypeId: string; subject: string; description: string };
type Field = keyof Values;
const fields: readonly Field[] = ['issueTypeId', 'subject', 'description'];
const fieldOf = (path: string) => fields.find((field) => path === field || path === `body.${field}`);

/** 'New ticket' in a modal (full screen on phones): the issue type, subject, description and files. */
export function NewTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New ticket"
      size="lg"
      fullScreen={phone === true}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <NewTicketForm onDone={onClose} /> : null}
    </Modal>
  );
}

function NewTicketForm({ onDone }: { onDone: () => void }) {
  const types = useQuery(issueTypesQuery());
  const raise = useRaiseTicket();
  const navigate = useNavigate();
  const form = useForm<Values>({ initialValues: { issueTypeId: '', subject: '', description: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = { ...values, issueTypeId: values.issueTypeId === '' ? 0 : Number(values.issueTypeId) };
    const problems = schemaFieldErrors(NewTicket, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    raise.mutate(
      { ticket: NewTicket.parse(body), files },
      {
        onSuccess: ({ ticket, failures }) => {
          notify.success(`Ticket #${ticket.number} raised. We will answer here and by email.`);
          for (const refused of failures) {
            notify.error(
              `${refused.name}: ${withoutFieldPath(errorText(refused.error, 'The file could not be attached'))}`,
            );
          }
          onDone();
          void navigate(ticketPath(ticket.uuid));
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(errorText(error, 'The ticket could not be raised'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New ticket">
      <Stack gap="md">
        <Select
          label="Issue type"
          placeholder={types.isPending ? 'Loading…' : 'Choose what it is about'}
          data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('issueTypeId')}
        />
        <TextInput
          label="Subject"
          withAsterisk
          maxLength={helpdeskLimits.subjectLength}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Description"
          description="What happened, what you expected, and anything we need to reproduce it."
          withAsterisk
          autosize
          minRows={5}
          maxLength={helpdeskLimits.descriptionLength}
          {...form.getInputProps('description')}
        />
        <FileInput
          label="Files"
          placeholder="Screenshots or documents; up to 10 MB each"
          multiple
          clearable
          accept={acceptedFiles}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          onChange={setFiles}
        />
        <FormFooter
          problem={failure}
          problemTitle="Not raised"
          pending={raise.isPending}
          secondary={
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          }
        >
          Raise ticket
        </FormFooter>
      </Stack>
    </form>
  );
}
