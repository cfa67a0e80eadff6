import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { type FieldErrors, type FieldOf, hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The frame of both issue forms: a titled card holding the form's fields and its issue button. */
export function IssueFrame({ title, description, submitLabel, pending, onSubmit, children }: Props) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={pending} leftSection={<IconCertificate size={18} aria-hidden />}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A refused issue: the server's words on their fields, or in a toast when they name none. */
export const onIssueRefused =
  <F extends string>(form: { setErrors: (errors: FieldErrors<F>) => void }, fieldOf: FieldOf<F>, fallback: string) =>
  (error: unknown) => {
    const onFields = serverFieldErrors(error, fieldOf);
    if (hasErrors(onFields)) form.setErrors(onFields);
    else notify.error(errorText(error, fallback));
  };
