import { Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MeetingOutcome, meetingOutcomeLabels, meetingOutcomes } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { type OutcomeValues, outcomeBody, outcomeErrors } from '../interview-form.ts';
import { useChangeInterview } from '../writes.ts';

const isOutcome = (value: string): value is MeetingOutcome => meetingOutcomes.some((outcome) => outcome === value);

/** How an interview went: one of the six outcomes, and a note. */
export function OutcomeForm({
  interviewUuid,
  onDone,
  secondary,
}: {
  interviewUuid: string;
  onDone: () => void;
  secondary?: ReactNode;
}) {
  const change = useChangeInterview(interviewUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<OutcomeValues>({ initialValues: { outcome: null, note: '' }, validate: outcomeErrors });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = outcomeBody(values);
    if (!body.outcome) return;
    change.mutate(
      { kind: 'outcome', body: { outcome: body.outcome, note: body.note } },
      {
        onSuccess: () => {
          notify.success('The outcome is recorded');
          onDone();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error, (path) => (path === 'outcome' || path === 'note' ? path : undefined));
          if (hasErrors(errors)) form.setErrors(errors);
          else setProblem(errorText(error, 'The outcome could not be recorded'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label="Outcome"
          withAsterisk
          value={form.values.outcome ?? ''}
          onChange={(value) => form.setFieldValue('outcome', isOutcome(value) ? value : null)}
          error={form.errors.outcome}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
            {meetingOutcomes.map((outcome) => (
              <Radio key={outcome} value={outcome} label={meetingOutcomeLabels[outcome]} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Textarea
          label="Note (optional)"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('note')}
        />
        <FormFooter problem={problem} problemTitle="Not saved" pending={change.isPending} secondary={secondary}>
          Record outcome
        </FormFooter>
      </Stack>
    </form>
  );
}
