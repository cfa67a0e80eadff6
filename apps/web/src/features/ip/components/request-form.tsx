import { ActionIcon, Button, FileInput, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { type IpKind, type IpRequest, ipKindLabels, ipKinds, ipLimits, NewIpRequest } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';

export const acceptedDocuments = '.pdf,.docx,.png,.jpg,.jpeg';

export type RequestValues = {
  kind: IpKind | '';
  title: string;
  description: string;
  inventors: Array<{ name: string; email: string }>;
};

/** A form path ('inventors.0.name', 'body.inventors.0.name') as the form names the field. */
const fieldOf = (path: string) => path.replace(/^body\./, '');

type Props = {
  /** The request to change; a new one when not given (then the kind and documents are asked too). */
  editing?: IpRequest;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: { request: NewIpRequest; files: File[] }, setFailure: (error: unknown) => void) => void;
};

/** The kind, title, description, inventors (added and removed one by one) and documents of a request. */
export function RequestForm({ editing, busy, submitLabel, onCancel, onSubmit }: Props) {
  const form = useForm<RequestValues>({
    initialValues: {
      kind: editing?.kind ?? '',
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      inventors: (editing?.inventors ?? []).map((inventor) => ({ name: inventor.name, email: inventor.email ?? '' })),
    },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const onFields = serverFieldErrors(error, fieldOf);
    if (hasErrors(onFields)) form.setErrors(onFields);
    else setFailure(errorText(error, 'The request could not be saved'));
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const problems = schemaFieldErrors(NewIpRequest, values, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    onSubmit({ request: NewIpRequest.parse(values), files }, fail);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit IP request' : 'New IP request'}>
      <Stack gap="md">
        {editing ? null : (
          <Select
            label="Kind"
            placeholder="Patent, trademark, copyright or design"
            data={ipKinds.map((kind) => ({ value: kind, label: ipKindLabels[kind] }))}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
        )}
        <TextInput label="Title" withAsterisk maxLength={ipLimits.titleLength} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          description="What it is, what is new about it, and where it is used."
          withAsterisk
          autosize
          minRows={4}
          maxLength={ipLimits.descriptionLength}
          {...form.getInputProps('description')}
        />
        <Stack gap="xs" component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            Inventors or authors
          </Text>
          {form.values.inventors.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody named yet.
            </Text>
          ) : null}
          {form.values.inventors.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place.
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={`Name of inventor ${index + 1}`}
                style={{ flex: 1 }}
                maxLength={ipLimits.inventorNameLength}
                {...form.getInputProps(`inventors.${index}.name`)}
              />
              <TextInput
                label={`Email of inventor ${index + 1} (optional)`}
                type="email"
                style={{ flex: 1 }}
                {...form.getInputProps(`inventors.${index}.email`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove inventor ${index + 1}`}
                onClick={() => form.removeListItem('inventors', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.values.inventors.length < ipLimits.inventors ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => form.insertListItem('inventors', { name: '', email: '' })}
            >
              Add inventor
            </Button>
          ) : null}
        </Stack>
        {editing ? null : (
          <FileInput
            label="Documents"
            description="Drawings, specifications, logos: PDF, Word, PNG or JPEG up to 10 MB each"
            multiple
            clearable
            accept={acceptedDocuments}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={files}
            onChange={setFiles}
          />
        )}
        <FormFooter
          problem={failure}
          problemTitle="Not saved"
          pending={busy}
          secondary={
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          }
        >
          {submitLabel}
        </FormFooter>
      </Stack>
    </form>
  );
}
