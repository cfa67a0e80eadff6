import { Button, Group, MultiSelect, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type Challenge, earliestOpenDate, limits } from '@ventura/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { industriesQuery } from '../api.ts';
import {
  type ChallengeFormValues,
  challengeFieldOf,
  challengePatchBody,
  challengePatchErrors,
  challengeValues,
  emptyChallengeValues,
  newChallengeBody,
  newChallengeErrors,
} from '../challenge-form.ts';
import { challengePaths } from '../paths.ts';
import { challengeErrors } from '../present.ts';
import { useAttachments } from '../use-attachments.ts';
import { useCreateChallenge, useUpdateChallenge } from '../writes.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { QuestionsEditor } from './questions-editor.tsx';

type Props = {
  /** The challenge being edited; none for a new one. */
  challenge?: Challenge | undefined;
};

const fieldError = (errors: Record<string, unknown>, field: string) => {
  const error = errors[field];
  return typeof error === 'string' ? error : undefined;
};

/**
 * The challenge form: title, problem statement, industries, rewards, eligibility, deadline, files and
 * questions; on edit also open or closed. Checked with the shared NewChallenge (or, editing, ChallengePatch
 * over what changed) before it goes; the server's field problems come back onto the fields.
 */
export function ChallengeEditor({ challenge }: Props) {
  const navigate = useNavigate();
  const create = useCreateChallenge();
  const update = useUpdateChallenge();
  const saved = useMemo(() => (challenge ? challengeValues(challenge) : emptyChallengeValues()), [challenge]);
  const savedFiles = useMemo(() => challenge?.attachments.map((file) => file.uuid) ?? [], [challenge]);
  const files = useAttachments({ limit: limits.challengeFiles, initial: challenge?.attachments ?? [] });
  const industries = useQuery(industriesQuery());
  const form = useForm<ChallengeFormValues>({
    initialValues: saved,
    validate: (values) =>
      challenge
        ? challengePatchErrors(saved, savedFiles, values, files.uuids)
        : newChallengeErrors(values, files.uuids),
  });
  const pending = create.isPending || update.isPending;
  const changed = challenge
    ? Object.keys(challengePatchBody(saved, savedFiles, form.values, files.uuids)).length > 0
    : true;

  const industryOptions = useMemo(() => {
    const options = industries.data?.map((term) => ({ value: term.code, label: term.name })) ?? [];
    // An industry the list no longer offers still shows under its saved name, and can be removed.
    const missing = (challenge?.industries ?? []).filter(
      (industry) => !options.some((option) => option.value === industry.code),
    );
    return [...options, ...missing.map((industry) => ({ value: industry.code, label: industry.name }))];
  }, [industries.data, challenge]);

  const failed = (error: unknown) => {
    const errors = serverFieldErrors(error, challengeFieldOf);
    if (hasErrors(errors)) form.setErrors(errors);
    notify.error(errorText(error, challengeErrors.create));
  };

  const submit = form.onSubmit((values) => {
    if (!challenge) {
      create.mutate(newChallengeBody(values, files.uuids), {
        onSuccess: (posted) => {
          notify.success('Your challenge is posted');
          void navigate(challengePaths.details(posted.uuid));
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { uuid: challenge.uuid, body: challengePatchBody(saved, savedFiles, values, files.uuids) },
      {
        onSuccess: (changedChallenge) => {
          notify.success('Your changes are saved');
          void navigate(challengePaths.details(changedChallenge.uuid));
        },
        onError: failed,
      },
    );
  });

  const setQuestions = (questions: ChallengeFormValues['questions']) => {
    form.setFieldValue('questions', questions);
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith('questions'))));
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label={challenge ? 'Edit the challenge' : 'New challenge'}>
        <Stack gap="md">
          <TextInput label="Title" withAsterisk maxLength={150} {...form.getInputProps('title')} />
          <Textarea
            label="Problem statement"
            description="The problem you want solved, its context and what a good solution looks like."
            withAsterisk
            autosize
            minRows={5}
            maxRows={16}
            maxLength={8000}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('problemStatement')}
          />
          <MultiSelect
            label="Industries"
            description="Up to 10."
            withAsterisk
            data={industryOptions}
            searchable
            clearable
            maxValues={10}
            nothingFoundMessage={industries.isError ? 'The industries could not be loaded' : 'No such industry'}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('industries')}
          />
          <Textarea
            label="Rewards"
            description="What the chosen startups get: a pilot, a prize, a contract, mentoring…"
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('rewards')}
          />
          <Textarea
            label="Eligibility"
            description="Which startups may apply."
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('eligibility')}
          />
          <TextInput
            label="Deadline"
            description="Applications close at the end of this day."
            type="date"
            withAsterisk
            min={earliestOpenDate()}
            w={{ base: '100%', xs: 240 }}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            {...form.getInputProps('deadline')}
          />
          <AttachmentsField
            label="Files (optional)"
            attachments={files}
            error={fieldError(form.errors, 'attachments')}
            disabled={pending}
          />
          <QuestionsEditor
            value={form.values.questions}
            onChange={setQuestions}
            errorOf={(index) => fieldError(form.errors, `questions.${index}.text`)}
            error={fieldError(form.errors, 'questions')}
            note={
              challenge?.participantCount
                ? 'Startups have applied already: their questions can be reworded, not removed.'
                : undefined
            }
            disabled={pending}
          />
          {challenge ? (
            <Radio.Group
              label="Status"
              description="A closed challenge takes no new applications; its participants stay."
              {...form.getInputProps('status')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="open" label="Open" />
                <Radio value="closed" label="Closed" />
              </Group>
            </Radio.Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              component={Link}
              to={challenge ? challengePaths.details(challenge.uuid) : challengePaths.mine}
              variant="default"
            >
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={files.uploading || !changed}>
              {files.uploading ? 'Waiting for the files…' : challenge ? 'Save changes' : 'Post challenge'}
            </Button>
          </Group>
          {challenge && !changed ? (
            <Text size="xs" c="dimmed" ta="right">
              Nothing has changed yet.
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
