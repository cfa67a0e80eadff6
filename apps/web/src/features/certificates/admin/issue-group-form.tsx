import { Alert, NumberInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { IssueCertificates, type IssuedCertificates } from '@ventura/shared';
import { useState } from 'react';
import { notify } from '../../../core/notify.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { hasErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { adminCertificateKeys, fetchEventChoices, fetchProgramChoices, useIssueCertificates } from './api.ts';
import {
  blankGroup,
  type GroupValues,
  groupBodyOf,
  groupFieldOf,
  isSourceKind,
  issuedText,
  sourceKinds,
  sourceLabels,
  textLimits,
} from './issue-form.ts';
import { IssueFrame, onIssueRefused } from './issue-frame.tsx';
import { SearchSelect } from './search-select.tsx';

const fieldError = (error: unknown) => (typeof error === 'string' ? error : undefined);

/**
 * 'Issue to a group': one certificate to each of an event's attendees, a program's selected startups, or the
 * mentors with at least so many confirmed hours ({hours} in the reason becomes each mentor's). Whoever has one
 * for it already is skipped; the answer says how many of each.
 */
export function IssueGroupForm() {
  const issue = useIssueCertificates();
  const form = useForm<GroupValues>({ initialValues: blankGroup });
  const [result, setResult] = useState<IssuedCertificates | null>(null);
  const [round, setRound] = useState(0);
  const { kind } = form.values;

  const submit = form.onSubmit((values) => {
    setResult(null);
    if (values.kind === 'mentor_hours' && typeof values.minHours !== 'number') {
      form.setErrors({ minHours: 'Say how many confirmed hours a mentor needs' });
      return;
    }
    const body = groupBodyOf(values);
    const problems = schemaFieldErrors(IssueCertificates, body, groupFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    issue.mutate(IssueCertificates.parse(body), {
      onSuccess: (answer) => {
        setResult(answer);
        notify.success(issuedText(answer));
        form.setValues({ ...blankGroup, kind: values.kind });
        form.clearErrors();
        setRound((count) => count + 1);
      },
      onError: onIssueRefused(form, groupFieldOf, 'The certificates could not be issued'),
    });
  });

  return (
    <IssueFrame
      title="Issue to a group"
      description="One certificate to each member of the group. Anyone who already has one for it is skipped."
      submitLabel="Issue certificates"
      pending={issue.isPending}
      onSubmit={submit}
    >
      <Radio.Group
        label="Who receives one"
        value={kind}
        onChange={(next) => {
          if (!isSourceKind(next)) return;
          form.setFieldValue('kind', next);
          form.clearErrors();
          setResult(null);
        }}
        error={fieldError(form.errors.kind)}
      >
        <Stack gap="xs" mt="xs">
          {sourceKinds.map((each) => (
            <Radio key={each} value={each} label={sourceLabels[each]} />
          ))}
        </Stack>
      </Radio.Group>
      {kind === 'event' ? (
        <SearchSelect
          key={`event-${round}`}
          label="Event"
          description="Its attending registrants receive one"
          placeholder="Type an event’s title"
          value={form.values.event}
          onChange={(value) => {
            form.setFieldValue('event', value);
            form.clearFieldError('event');
          }}
          error={fieldError(form.errors.event)}
          queryKey={adminCertificateKeys.events}
          fetchChoices={fetchEventChoices}
          nothingFound="No event has a title like this"
        />
      ) : null}
      {kind === 'program' ? (
        <SearchSelect
          key={`program-${round}`}
          label="Program"
          description="Its selected applicants receive one"
          placeholder="Type a program’s title"
          value={form.values.program}
          onChange={(value) => {
            form.setFieldValue('program', value);
            form.clearFieldError('program');
          }}
          error={fieldError(form.errors.program)}
          queryKey={adminCertificateKeys.programs}
          fetchChoices={fetchProgramChoices}
          nothingFound="No program has a title like this"
        />
      ) : null}
      {kind === 'mentor_hours' ? (
        <NumberInput
          label="Confirmed hours, at least"
          description="Mentors with at least this many confirmed mentorship hours receive one"
          withAsterisk
          min={0.5}
          max={10_000}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          {...form.getInputProps('minHours')}
        />
      ) : null}
      <TextInput
        label="Title"
        placeholder={kind === 'mentor_hours' ? 'Mentor of the year 2026' : 'Demo Day 2026 participant'}
        withAsterisk
        maxLength={textLimits.title}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Reason"
        description={
          kind === 'mentor_hours'
            ? '{hours} is replaced by each mentor’s hours'
            : 'What it is for, as each certificate says it'
        }
        placeholder={
          kind === 'mentor_hours' ? 'For {hours} hours of mentoring startups' : 'For taking part in Demo Day 2026'
        }
        withAsterisk
        autosize
        minRows={2}
        maxLength={textLimits.reason}
        {...form.getInputProps('reason')}
      />
      {result ? (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={issuedText(result)}
          styles={readableAlertTitle}
        />
      ) : null}
    </IssueFrame>
  );
}
