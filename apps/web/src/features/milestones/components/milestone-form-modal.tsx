import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type Milestone, MilestoneChange, MilestoneInput, milestoneLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { useSaveMilestone } from '../api.ts';
import { localToday } from '../format.ts';
import { TitleAndCategory } from './title-and-category.tsx';

type Values = { title: string; category: string; description: string; dueOn: string };
type Field = keyof Values;
const fields: readonly Field[] = ['title', 'category', 'description', 'dueOn'];
const fieldOf = (path: string) => fields.find((field) => path === field || path === `body.${field}`);

/** Add a milestone, or edit one (`editing`), in a modal (full screen on phones). */
export function MilestoneFormModal({
  opened,
  editing,
  onClose,
}: {
  opened: boolean;
  editing: Milestone | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit milestone' : 'New milestone'}
      size="lg"
      fullScreen={phone === true}
    >
      {opened ? <MilestoneForm editing={editing} onDone={onClose} /> : null}
    </Modal>
  );
}

function MilestoneForm({ editing, onDone }: { editing: Milestone | null; onDone: () => void }) {
  const save = useSaveMilestone();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: editing?.title ?? '',
      category: editing?.category ?? '',
      description: editing?.description ?? '',
      dueOn: editing?.dueOn ?? '',
    },
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const problems = schemaFieldErrors(MilestoneInput, values, fieldOf);
    // A due date already past may stay while it is not changed.
    if (editing && values.dueOn === editing.dueOn) delete problems.dueOn;
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    const changed = editing
      ? Object.fromEntries(Object.entries(values).filter(([key, value]) => editing[key as Field] !== value))
      : null;
    if (changed && Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    const body = changed ? MilestoneChange.parse(changed) : MilestoneInput.parse(values);
    save.mutate(
      { uuid: editing?.uuid ?? null, body },
      {
        onSuccess: (saved) => {
          notify.success(editing ? `“${saved.title}” saved` : `“${saved.title}” added to your milestones`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(errorText(error, 'The milestone could not be saved'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit milestone' : 'New milestone'}>
      <Stack gap="md">
        <TitleAndCategory form={form} />
        <TextInput label="Due date" type="date" withAsterisk min={localToday()} {...form.getInputProps('dueOn')} />
        <Textarea
          label="Description"
          description="What done looks like, and what evidence you will give."
          autosize
          minRows={3}
          maxLength={milestoneLimits.descriptionLength}
          {...form.getInputProps('description')}
        />
        <FormFooter
          problem={failure}
          problemTitle="Not saved"
          pending={save.isPending}
          secondary={
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          }
        >
          {editing ? 'Save' : 'Add milestone'}
        </FormFooter>
      </Stack>
    </form>
  );
}
