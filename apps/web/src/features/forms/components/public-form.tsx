import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type Answers, checkAnswers, type Form, PublicFormAnswers } from '@ventura/shared';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { type FieldErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { uploadFormFile } from '../api.ts';
import { formTexts } from '../present.ts';
import { useSubmitPublicAnswers } from '../writes.ts';

const submitFailedText = 'Your answers could not be sent';

/**
 * A public form for a visitor who is not signed in: their name and email, then the questions; sent in
 * one go (no drafts without an account), then shown back read-only.
 */
export function PublicForm({ form }: { form: Form }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [contactErrors, setContactErrors] = useState<FieldErrors<string>>({});
  const [sent, setSent] = useState<Answers | null>(null);
  const submit = useSubmitPublicAnswers(form.uuid);

  if (sent) {
    return (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            Thank you, {name.trim()}
          </Title>
          <Text size="sm" c="dimmed">
            Your answers were sent. A copy of what you said is below.
          </Text>
        </Paper>
        <FormFill fields={form.fields} answers={sent} onChange={() => {}} readOnly />
      </Stack>
    );
  }

  const send = async () => {
    const check = checkAnswers(form.fields, answers, { complete: true });
    const body = { name: name.trim(), email: email.trim(), answers: check.answers };
    const contact = schemaFieldErrors(PublicFormAnswers, body, (path) =>
      path === 'name' || path === 'email' ? path : undefined,
    );
    setErrors(check.errors);
    setContactErrors(contact);
    if (check.errors.length > 0 || Object.keys(contact).length > 0) {
      notify.error('Please answer the questions marked');
      return;
    }
    try {
      await submit.mutateAsync(body);
      notify.success(formTexts.submitted);
      setSent(check.answers);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      notify.error(errorText(error, submitFailedText));
    }
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Your name"
          withAsterisk
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={contactErrors.name}
        />
        <TextInput
          label="Your email"
          withAsterisk
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={contactErrors.email}
        />
      </SimpleGrid>
      <FormFill
        fields={form.fields}
        answers={answers}
        onChange={setAnswers}
        errors={errors}
        uploadFile={(field, file) => uploadFormFile(form.uuid, field, file)}
        stepped
        footer={
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={submit.isPending}
              onClick={() => void send()}
            >
              Submit
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
