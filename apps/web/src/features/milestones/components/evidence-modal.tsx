import { Button, FileInput, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { evidenceMissingText, type Milestone, MilestoneEvidenceFields, milestoneLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { useCompleteMilestone } from '../api.ts';

type Values = { evidenceText: string; evidenceUrl: string };
type Field = keyof Values;
const fields: readonly Field[] = ['evidenceText', 'evidenceUrl'];
const fieldOf = (path: string) => fields.find((field) => path === field || path === `body.${field}`);
const accepted = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg';

/** Complete a milestone: the evidence (words, a link and/or one file), for its confirmers to check. */
export function EvidenceModal({ milestone, onClose }: { milestone: Milestone | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={milestone !== null}
      onClose={onClose}
      title="Complete milestone"
      size="lg"
      fullScreen={phone === true}
    >
      {milestone ? <EvidenceForm milestone={milestone} onDone={onClose} /> : null}
    </Modal>
  );
}

function EvidenceForm({ milestone, onDone }: { milestone: Milestone; onDone: () => void }) {
  const complete = useCompleteMilestone();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { evidenceText: milestone.evidence.text, evidenceUrl: milestone.evidence.url ?? '' },
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const problems = schemaFieldErrors(MilestoneEvidenceFields, values, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    if (!values.evidenceText.trim() && !values.evidenceUrl.trim() && !file) {
      setFailure(evidenceMissingText);
      return;
    }
    complete.mutate(
      { uuid: milestone.uuid, ...values, file },
      {
        onSuccess: () => {
          notify.success(`“${milestone.title}” is waiting for confirmation`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(withoutFieldPath(errorText(error, 'The milestone could not be completed')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Complete milestone">
      <Stack gap="md">
        <Text size="sm">
          “{milestone.title}”: give what shows it is done. Words, a link or a file are enough; any of them together is
          better.
        </Text>
        <Textarea
          label="What was achieved"
          autosize
          minRows={4}
          maxLength={milestoneLimits.evidenceTextLength}
          {...form.getInputProps('evidenceText')}
        />
        <TextInput
          label="Link"
          placeholder="https://"
          maxLength={milestoneLimits.evidenceUrlLength}
          {...form.getInputProps('evidenceUrl')}
        />
        <FileInput
          label="File"
          placeholder="A document or image; up to 10 MB"
          clearable
          accept={accepted}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={file}
          onChange={setFile}
        />
        <FormFooter
          problem={failure}
          problemTitle="Not sent"
          pending={complete.isPending}
          secondary={
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          }
        >
          Submit evidence
        </FormFooter>
      </Stack>
    </form>
  );
}
