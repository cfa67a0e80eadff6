import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Challenge, limits, type MyParticipation } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { type ApplyValues, answerField, applyBody, applyErrors, applyFieldOf, emptyApplyValues } from '../apply.ts';
import { challengeErrors } from '../present.ts';
import { useAttachments } from '../use-attachments.ts';
import { useApplyToChallenge } from '../writes.ts';
import { AttachmentsField } from './attachments-field.tsx';

const pitchMax = 3000;

type Props = { challenge: Challenge; onApplied: (participation: MyParticipation) => void };

/**
 * A startup's application to a challenge: its pitch, an answer to each question (the required ones
 * enforced here and by the server) and up to limits.challengeFiles files, uploaded as they are chosen.
 */
export function ApplyForm({ challenge, onApplied }: Props) {
  const headingId = useId();
  const apply = useApplyToChallenge(challenge.uuid);
  const files = useAttachments({ limit: limits.challengeFiles });
  const form = useForm<ApplyValues>({
    initialValues: emptyApplyValues(challenge.questions),
    validate: (values) => applyErrors(values, challenge.questions, files.uuids),
  });

  const submit = form.onSubmit((values) => {
    const body = applyBody(values, challenge.questions, files.uuids);
    apply.mutate(body, {
      onSuccess: (participation) => {
        notify.success(`Your application to ${challenge.title} was sent`);
        onApplied(participation);
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, applyFieldOf(body));
        if (hasErrors(errors)) form.setErrors(errors);
        notify.error(errorText(error, challengeErrors.apply));
      },
    });
  });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId}>
              Apply to this challenge
            </Title>
            <Text size="sm" c="dimmed">
              {challenge.corporate.companyName} sees your pitch, your answers and your files, and tells you how your
              application moves on.
            </Text>
          </Stack>
          <Textarea
            label="Your pitch"
            description="How your startup would solve this problem, and why you."
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={pitchMax}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('pitch')}
          />
          {challenge.questions.map((question, index) => (
            <Textarea
              key={question.uuid}
              label={`${index + 1}. ${question.text}`}
              description={question.required ? undefined : 'Optional'}
              withAsterisk={question.required}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={limits.challengeAnswerLength}
              {...form.getInputProps(answerField(question.uuid))}
            />
          ))}
          <AttachmentsField
            label="Files (optional)"
            attachments={files}
            error={typeof form.errors.files === 'string' ? form.errors.files : undefined}
            disabled={apply.isPending}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending} disabled={files.uploading}>
              {files.uploading ? 'Waiting for the files…' : 'Submit application'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
