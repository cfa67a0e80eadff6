import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconFilePlus } from '@tabler/icons-react';
import { type PublicProfile, RequestDocument } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useRequestDocument } from '../api.ts';

type Values = { title: string; description: string; dueDate: string; programCode: string };

const bodyOf = (startupUuid: string, values: Values) => ({
  startupUuid,
  title: values.title,
  description: values.description,
  dueDate: values.dueDate || null,
  programCode: values.programCode.trim() || null,
});
const fieldOf = (path: string) =>
  path === 'title' || path === 'description' || path === 'dueDate' || path === 'programCode' ? path : undefined;

function RequestForm({ startup, close }: { startup: PublicProfile; close: () => void }) {
  const request = useRequestDocument();
  const form = useForm<Values>({
    initialValues: { title: '', description: '', dueDate: '', programCode: '' },
    validate: (values) => schemaFieldErrors(RequestDocument, bodyOf(startup.uuid, values), fieldOf),
  });
  const submit = form.onSubmit((values) =>
    request.mutate(bodyOf(startup.uuid, values), {
      onSuccess: () => {
        notify.success(`${values.title} asked of ${startup.name}`);
        close();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, fieldOf);
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'The document could not be requested'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Document"
          placeholder="Pitch deck"
          withAsterisk
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label="What it should contain"
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <Group grow align="flex-start">
          <TextInput label="Due by" type="date" {...form.getInputProps('dueDate')} />
          <TextInput label="Program code" description="Optional" {...form.getInputProps('programCode')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Ask for it
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Below a startup's public profile, for a program office: ask this startup for a document. The server
 * decides whether the office may (an approved office); a refusal says why.
 */
export function RequestDocumentCard({ profile }: { profile: PublicProfile }) {
  const headingId = useId();
  const user = useSessionUser();
  if (user?.accountType !== 'program_office' || profile.viewer === 'owner') return null;
  const open = () => {
    const id = modals.open({
      title: `Ask ${profile.name} for a document`,
      children: <RequestForm startup={profile} close={() => modals.close(id)} />,
    });
  };
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Application documents
          </Title>
          <Text size="sm" c="dimmed">
            Ask {profile.name} for a document for your program; it shows on their Documents page.
          </Text>
        </Stack>
        <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={open}>
          Ask for a document
        </Button>
      </Group>
    </Paper>
  );
}
