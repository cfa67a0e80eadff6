import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { type FieldErrors, hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { emptyStartup, type StartupField, type StartupFormValues, startupFieldOf } from '../startup-form.ts';

export type SendHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

type Props = {
  /** The form's errors, from the shared schema of the request. */
  validate: (values: StartupFormValues) => FieldErrors<StartupField>;
  /** Sends the values; a failure comes back to be put on its fields, or above the button. */
  send: (values: StartupFormValues, handlers: SendHandlers) => void;
  pending: boolean;
  /** The labels that depend on who fills the form in: the partner, or the founder. */
  labels: { founderName: string; email: string; message: string; messageHint: string };
  messageRequired: boolean;
  submitLabel: string;
  /** The heading of a refusal that belongs to no field, and its text when the server gives none. */
  problemTitle: string;
  failedText: string;
  /** Beside the submit button: Cancel in a dialog. */
  secondary?: ReactNode;
};

/** A startup's name and website, its founder's name and email, and a message: checked here, then by the server. */
export function StartupForm({ validate, send, pending, labels, messageRequired, ...props }: Props) {
  // A refusal that belongs to no field: already in the portfolio, too many today, no such partner.
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StartupFormValues>({ initialValues: emptyStartup, validate });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    send(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const errors = serverFieldErrors(error, startupFieldOf);
        if (hasErrors(errors)) form.setErrors(errors);
        else setProblem(errorText(error, props.failedText));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Startup name"
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('startupName')}
          />
          <TextInput
            label="Website (optional)"
            placeholder="https://example.com"
            autoComplete="url"
            inputMode="url"
            {...form.getInputProps('website')}
          />
          <TextInput
            label={labels.founderName}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('founderName')}
          />
          <TextInput
            label={labels.email}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label={labels.message}
          description={labels.messageHint}
          withAsterisk={messageRequired}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('message')}
        />
        {problem ? (
          <Alert color="red" role="alert" title={props.problemTitle}>
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          {props.secondary}
          <Button type="submit" loading={pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
