import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteMetricReviewer, metricErrors, metricLimits } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useInviteReviewer } from '../api.ts';

type Values = { name: string; email: string; message: string };
type Field = keyof Values;
const fields: readonly Field[] = ['name', 'email', 'message'];
const fieldOf = (path: string) => fields.find((field) => field === path.split('.')[0]);

const bodyOf = (values: Values): InviteMetricReviewer => ({
  name: values.name.trim(),
  email: values.email.trim(),
  ...(values.message.trim() ? { message: values.message.trim() } : {}),
});

/** 'Invite by email': someone the startup cannot choose from its network, who reviews once they accept. */
export function InviteForm() {
  const headingId = useId();
  const invite = useInviteReviewer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { name: '', email: '', message: '' } });

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    const problems = schemaFieldErrors(InviteMetricReviewer, body, fieldOf);
    setFailure(null);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    invite.mutate(body, {
      onSuccess: ({ email }) => {
        notify.success(`Invitation sent to ${email}`);
        form.reset();
      },
      onError: (error) => {
        // The spec's text always shows; the server's reason beside it, or on the field it names.
        const onFields = serverFieldErrors(error, fieldOf);
        if (hasErrors(onFields)) {
          form.setErrors(onFields);
          setFailure('');
          return;
        }
        const detail = errorText(error, metricErrors.invite);
        setFailure(detail === metricErrors.invite ? '' : detail);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} id={headingId}>
          Invite by email
        </Title>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label="Name" autoComplete="off" miw={200} {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="off" miw={200} {...form.getInputProps('email')} />
        </Group>
        <Textarea
          label="Message"
          description="Optional: a word about why you ask them"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={metricLimits.messageLength}
          {...form.getInputProps('message')}
        />
        {failure !== null ? (
          <Alert color="red" role="alert" title={metricErrors.invite}>
            {failure || null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
