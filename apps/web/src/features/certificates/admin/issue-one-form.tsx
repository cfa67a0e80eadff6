import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCertificate } from '@tabler/icons-react';
import { IssueCertificate } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { adminCertificateKeys, fetchMemberChoices, useIssueCertificate } from './api.ts';
import { blankIssue, type IssueValues, issueBodyOf, issueFieldOf, textLimits } from './issue-form.ts';
import { SearchSelect } from './search-select.tsx';

/**
 * 'Issue a certificate' to one member's profile, checked with IssueCertificate before it goes; the server's
 * refusals go back on their fields.
 */
export function IssueOneForm() {
  const issue = useIssueCertificate();
  const form = useForm<IssueValues>({ initialValues: blankIssue });
  // A new picker after each certificate, so the member picked before is not still named in it.
  const [round, setRound] = useState(0);
  const titleId = useId();

  const submit = form.onSubmit((values) => {
    const body = issueBodyOf(values);
    const problems = schemaFieldErrors(IssueCertificate, body, issueFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    issue.mutate(IssueCertificate.parse(body), {
      onSuccess: (certificate) => {
        notify.success(`Certificate ${certificate.id} issued to ${certificate.recipientName}.`);
        form.setValues(blankIssue);
        form.clearErrors();
        setRound((count) => count + 1);
      },
      onError: (error) => {
        const onFields = serverFieldErrors(error, issueFieldOf);
        if (hasErrors(onFields)) form.setErrors(onFields);
        else notify.error(errorText(error, 'The certificate could not be issued'));
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              Issue a certificate
            </Title>
            <Text size="sm" c="dimmed">
              To one member. It appears in their certificates at once, with its PDF and verify page.
            </Text>
          </Stack>
          <SearchSelect
            key={round}
            label="Member"
            placeholder="Type a name, email or phone"
            value={form.values.recipient}
            onChange={(value) => {
              form.setFieldValue('recipient', value);
              form.clearFieldError('recipient');
            }}
            error={typeof form.errors.recipient === 'string' ? form.errors.recipient : undefined}
            queryKey={adminCertificateKeys.members}
            fetchChoices={fetchMemberChoices}
            nothingFound="No member matches these words"
          />
          <TextInput
            label="Title"
            placeholder="Demo Day 2026 finalist"
            withAsterisk
            maxLength={textLimits.title}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Reason"
            description="What it is for, as the certificate says it"
            placeholder="For reaching the final of Demo Day 2026"
            withAsterisk
            autosize
            minRows={2}
            maxLength={textLimits.reason}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={issue.isPending} leftSection={<IconCertificate size={18} aria-hidden />}>
              Issue certificate
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
