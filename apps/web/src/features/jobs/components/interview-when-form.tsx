import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, hasErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { durationOptions, type InterviewField, type InterviewValues } from '../interview-form.ts';
import { todayIn } from '../present.ts';
import { zoneText } from '../zones.ts';

export type InterviewSend = {
  values: InterviewValues;
  failed: (errors: FieldErrors<InterviewField>, problem: string | null) => void;
};

type Props = {
  initialValues: InterviewValues;
  timeZone: string;
  validate: (values: InterviewValues) => FieldErrors<InterviewField>;
  send: (sending: InterviewSend) => void;
  pending: boolean;
  submitLabel: string;
  /** Scheduling asks for a link and an agenda; rescheduling only for a time. */
  withDetails: boolean;
  secondary?: ReactNode;
};

/** When an interview is (day, time and length in the viewer's zone, which is said and sent) and, to schedule, link and agenda. */
export function InterviewWhenForm({
  initialValues,
  timeZone,
  validate,
  send,
  pending,
  submitLabel,
  withDetails,
  secondary,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InterviewValues>({ initialValues, validate: (values) => validate(values) });
  const durations = durationOptions.some((option) => option.value === initialValues.durationMinutes)
    ? durationOptions
    : [...durationOptions, { value: initialValues.durationMinutes, label: `${initialValues.durationMinutes} minutes` }];

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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Day" type="date" min={todayIn(timeZone)} withAsterisk {...form.getInputProps('date')} />
          <TextInput label="Time" type="time" step={300} withAsterisk {...form.getInputProps('time')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Times are in your time zone, {zoneText(timeZone)}. The candidate sees them in theirs.
        </Text>
        <Select
          label="Length"
          data={durations}
          allowDeselect={false}
          {...form.getInputProps('durationMinutes')}
          onChange={(value) => form.setFieldValue('durationMinutes', value ?? initialValues.durationMinutes)}
        />
        {withDetails ? (
          <>
            <TextInput
              label="Video call link (optional)"
              description="Leave empty and the platform makes a call room for you"
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
