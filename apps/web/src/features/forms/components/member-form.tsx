import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Answers, checkAnswers, type Form, type FormSubmission } from '@ventura/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withPrefill } from '../../../ui/form-fields/answers.ts';
import { AutosaveStatusText } from '../../../ui/form-fields/autosave-status.tsx';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { useAutosave } from '../../../ui/form-fields/use-autosave.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { fullTime } from '../../../ui/time.ts';
import { fetchPrefill, submissionQuery, uploadFormFile } from '../api.ts';
import { formTexts } from '../present.ts';
import { saveAnswers, useSubmitAnswers } from '../writes.ts';

type Props = {
  form: Form;
  /** The member's profile, whose facts fill in empty answers. */
  profileUuid: string;
};

const submitFailedText = 'Your answers could not be sent';
const prefillFailedText = 'Your profile could not be read';

/** The answers the member sent, read-only, with when. */
function Submitted({ form, submission }: { form: Form; submission: FormSubmission }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color="green">Submitted</Badge>
        {submission.submittedAt ? (
          <Text size="sm" c="dimmed">
            {fullTime(submission.submittedAt)}
          </Text>
        ) : null}
      </Group>
      <FormFill fields={form.fields} answers={submission.answers} onChange={() => {}} readOnly />
    </Stack>
  );
}

/**
 * A member filling in a form: their draft loads and is saved as they type, empty answers can be filled
 * from their profile (at once when they start), and Submit checks every required answer before sending.
 * Once sent, the answers show read-only.
 */
export function MemberForm({ form, profileUuid }: Props) {
  const submission = useQuery(submissionQuery(form.uuid));
  return (
    <QueryView query={submission} errorTitle={formTexts.fetchFailed} loadingHeight={420}>
      {(loaded) =>
        loaded?.status === 'submitted' ? (
          <Submitted form={form} submission={loaded} />
        ) : (
          <DraftForm key={form.uuid} form={form} draft={loaded} profileUuid={profileUuid} />
        )
      }
    </QueryView>
  );
}

function DraftForm({ form, draft, profileUuid }: { form: Form; draft: FormSubmission | null; profileUuid: string }) {
  const [answers, setAnswers] = useState<Answers>(() => draft?.answers ?? {});
  const [errors, setErrors] = useState<string[]>([]);
  const [prefilling, setPrefilling] = useState(false);
  const submit = useSubmitAnswers(form.uuid);
  const autosave = useAutosave(
    (current) =>
      saveAnswers(form.uuid, {
        // Half-typed answers (a link without its https://) stay on the page and out of the draft.
        answers: checkAnswers(form.fields, current, { complete: false }).answers,
        submit: false,
      }),
    answers,
    { enabled: !submit.isPending && !submit.isSuccess },
  );
  const prefillable = form.fields.some((field) => field.prefill);
  const latest = useRef(answers);
  latest.current = answers;

  const prefill = async (quiet: boolean) => {
    setPrefilling(true);
    try {
      const offered = await fetchPrefill(form.uuid, profileUuid);
      const next = withPrefill(latest.current, offered);
      if (next.changed) setAnswers(next.answers);
      if (!quiet) notify.info(next.changed ? 'Filled in from your profile' : 'Nothing to fill in from your profile');
    } catch (error) {
      if (!quiet) notify.error(errorText(error, prefillFailedText));
    } finally {
      setPrefilling(false);
    }
  };

  // A member starting the form finds what their profile already says filled in.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (started.current || draft !== null || !prefillable) return;
    started.current = true;
    void prefill(true);
  }, []);

  const send = async () => {
    const check = checkAnswers(form.fields, answers, { complete: true });
    setErrors(check.errors);
    if (check.errors.length > 0) {
      notify.error('Please answer the questions marked');
      return;
    }
    // A draft still being saved lands first, so that it cannot follow the submission.
    await autosave.flush();
    try {
      await submit.mutateAsync({ answers: check.answers });
      notify.success(formTexts.submitted);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      notify.error(errorText(error, submitFailedText));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <AutosaveStatusText status={autosave.status} />
        {prefillable ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            loading={prefilling}
            onClick={() => void prefill(false)}
          >
            Fill in from my profile
          </Button>
        ) : null}
      </Group>
      {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 400) ? (
        <Alert color="red" role="alert">
          {errorText(submit.error, submitFailedText)}
        </Alert>
      ) : null}
      <FormFill
        fields={form.fields}
        answers={answers}
        onChange={(next) => {
          setAnswers(next);
          // An answer changed takes its error away; the others stay until the next try.
          const changed = Object.keys(next).filter((key) => next[key] !== answers[key]);
          if (changed.length > 0 && errors.length > 0) {
            setErrors(errors.filter((text) => !changed.some((key) => text.includes(`answers.${key}:`))));
          }
        }}
        errors={errors}
        uploadFile={(field, file) => uploadFormFile(form.uuid, field, file)}
        stepped
        footer={
          <Group justify="flex-end" gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={submit.isPending}
              onClick={() => void send()}
            >
              Submit
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
