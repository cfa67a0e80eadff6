import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IssueCertificate } from '@ventura/shared';
import { useState } from 'react';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { adminCertificateKeys, fetchMemberChoices, useIssueCertificate } from './api.ts';
import { blankIssue, type IssueValues, issueBodyOf, issueFieldOf, textLimits } from './issue-form.ts';
import { IssueFrame, onIssueRefused } from './issue-frame.tsx';
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
      onError: onIssueRefused(form, issueFieldOf, 'The certificate could not be issued'),
    });
  });

  return (
    <IssueFrame
      title="Issue a certificate"
      description="To one member. It appears in their certificates at once, with its PDF and verify page."
      submitLabel="Issue certificate"
      pending={issue.isPending}
      onSubmit={submit}
    >
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
    </IssueFrame>
  );
}
