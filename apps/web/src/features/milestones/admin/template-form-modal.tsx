import { Button, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { AdminMilestoneTemplateInput, type MilestoneTemplate, milestoneLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { type ConsoleSide, programChoicesQuery, useSaveTemplate } from '../api.ts';
import { TitleAndCategory } from '../components/title-and-category.tsx';

type Values = {
  title: string;
  category: string;
  description: string;
  dueAfterDays: number | string;
  programUuid: string;
};
type Field = keyof Values;
const fields: readonly Field[] = ['title', 'category', 'description', 'dueAfterDays', 'programUuid'];
const fieldOf = (path: string) => fields.find((field) => path === field || path === `body.${field}`);
const tenantOwn = 'tenant';

type Props = { side: ConsoleSide; opened: boolean; editing: MilestoneTemplate | null; onClose: () => void };

/** Add or edit a template; in the operators' console, of the tenant's own or of a program. */
export function TemplateFormModal({ side, opened, editing, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit template' : 'New template'}
      size="lg"
      fullScreen={phone === true}
    >
      {opened ? <TemplateForm side={side} editing={editing} onDone={onClose} /> : null}
    </Modal>
  );
}

function TemplateForm({
  side,
  editing,
  onDone,
}: {
  side: ConsoleSide;
  editing: MilestoneTemplate | null;
  onDone: () => void;
}) {
  const save = useSaveTemplate(side);
  const programs = useQuery({ ...programChoicesQuery(), enabled: side === 'admin' });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: editing?.title ?? '',
      category: editing?.category ?? '',
      description: editing?.description ?? '',
      dueAfterDays: editing?.dueAfterDays ?? 30,
      programUuid: editing?.program?.uuid ?? tenantOwn,
    },
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { programUuid, ...rest } = values;
    const body = {
      ...rest,
      dueAfterDays: typeof values.dueAfterDays === 'number' ? values.dueAfterDays : Number.NaN,
      ...(side === 'admin' ? { programUuid: programUuid === tenantOwn ? null : programUuid } : {}),
    };
    const problems = schemaFieldErrors(AdminMilestoneTemplateInput, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    const { programUuid: chosen, ...fields } = AdminMilestoneTemplateInput.parse(body);
    save.mutate(
      { uuid: editing?.uuid ?? null, body: side === 'admin' ? { ...fields, programUuid: chosen } : fields },
      {
        onSuccess: (saved) => {
          notify.success(`Template “${saved.title}” saved`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(errorText(error, 'The template could not be saved'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit template' : 'New template'}>
      <Stack gap="md">
        <TitleAndCategory form={form} />
        {side === 'admin' ? (
          <Select
            label="Offered by"
            description="A program’s template goes to the startups it selected, and its reviewers confirm it."
            data={[
              { value: tenantOwn, label: 'The platform (every startup)' },
              ...(programs.data ?? []).map((program) => ({ value: program.uuid, label: program.title })),
            ]}
            allowDeselect={false}
            searchable
            {...form.getInputProps('programUuid')}
          />
        ) : null}
        <NumberInput
          label="Due after (days)"
          description="Counted from the day a startup takes it on."
          withAsterisk
          min={1}
          max={milestoneLimits.maxDueAfterDays}
          allowDecimal={false}
          {...form.getInputProps('dueAfterDays')}
        />
        <Textarea
          label="Description"
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
          {editing ? 'Save' : 'Add template'}
        </FormFooter>
      </Stack>
    </form>
  );
}
