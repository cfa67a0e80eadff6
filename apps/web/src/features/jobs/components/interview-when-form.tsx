import { Anchor, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type FieldErrors, hasErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { SlotPicker, type SlotsQuery } from '../../../ui/slot-picker.tsx';
import { meetingPaths } from '../../meetings/index.ts';
import { durationOptions, type InterviewField, type InterviewValues } from '../interview-form.ts';

export type InterviewSend = {
  values: InterviewValues;
  failed: (errors: FieldErrors<InterviewField>, problem: string | null) => void;
};

type Props<K extends QueryKey> = {
  initialValues: InterviewValues;
  timeZone: string;
  /** The employer's free slots of a length (free for the candidate too), from the server. */
  slotsOf: (durationMinutes: number) => SlotsQuery<K>;
  validate: (values: InterviewValues) => FieldErrors<InterviewField>;
  send: (sending: InterviewSend) => void;
  pending: boolean;
  submitLabel: string;
  /** Scheduling asks for a link and an agenda; rescheduling only for a time. */
  withDetails: boolean;
  secondary?: ReactNode;
};

const away = (
  <>
    You are away, so you have no free times.{' '}
    <Anchor component={Link} to={meetingPaths.availability} inherit underline="always">
      Set your availability
    </Anchor>{' '}
    to offer some.
  </>
);

/**
 * When an interview is: its length, then one of the employer's free times of that length (their
 * availability, without the times they or the candidate are already taken), in the viewer's zone; and, to
 * schedule, a link and an agenda.
 */
export function InterviewWhenForm<K extends QueryKey>({
  initialValues,
  timeZone,
  slotsOf,
  validate,
  send,
  pending,
  submitLabel,
  withDetails,
  secondary,
}: Props<K>) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InterviewValues>({ initialValues, validate: (values) => validate(values) });
  const durations = durationOptions.some((option) => option.value === initialValues.durationMinutes)
    ? durationOptions
    : [...durationOptions, { value: initialValues.durationMinutes, label: `${initialValues.durationMinutes} minutes` }];
  const timeError = form.errors.startsAt;

  const submit = form.onSubmit((values) => {
    setProblem(null);
    send({
      values,
      failed: (errors, text) => {
        if (hasErrors(errors)) form.setErrors(errors);
        setProblem(text);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Length"
          data={durations}
          allowDeselect={false}
          {...form.getInputProps('durationMinutes')}
          onChange={(value) => {
            form.setFieldValue('durationMinutes', value ?? initialValues.durationMinutes);
            // Another length has other free times.
            form.setFieldValue('startsAt', '');
          }}
        />
        <Stack gap={4}>
          <SlotPicker
            slotsOf={slotsOf(Number(form.values.durationMinutes))}
            viewerZone={timeZone}
            value={form.values.startsAt || null}
            onChange={(startsAt) => {
              form.setFieldValue('startsAt', startsAt);
              form.clearFieldError('startsAt');
            }}
            label="Your free times"
            noun="interview"
            away={away}
            refusedTitle="You cannot interview this applicant"
          />
          {timeError ? (
            <Text size="sm" c="red" role="alert">
              {timeError}
            </Text>
          ) : null}
        </Stack>
        {withDetails ? (
          <>
            <TextInput
              label="Video call link (optional)"
              description="Leave empty and the interview takes place in this platform’s video call"
              placeholder="https://meet.example.com/…"
              inputMode="url"
              {...form.getInputProps('videoLink')}
            />
            <Textarea
              label="Agenda (optional)"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={2000}
              {...form.getInputProps('agenda')}
            />
          </>
        ) : null}
        <FormFooter problem={problem} problemTitle="Not saved" pending={pending} secondary={secondary}>
          {submitLabel}
        </FormFooter>
      </Stack>
    </form>
  );
}
