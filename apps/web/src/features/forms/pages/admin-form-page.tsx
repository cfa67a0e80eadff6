import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Form, FormInput } from '@ventura/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notify.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminFormQuery } from '../api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { FormBuilder } from '../components/form-builder.tsx';
import { formPaths } from '../paths.ts';
import { formTexts } from '../present.ts';
import { useCreateForm, useUpdateForm } from '../writes.ts';

const back = { to: formPaths.admin, label: 'All forms' };

/** /admin/forms/new: an operator builds a form; once created, it opens as the saved form. */
export function NewFormPage() {
  const create = useCreateForm();
  const navigate = useNavigate();
  const save = async (input: FormInput) => {
    const form = await create.mutateAsync(input);
    notify.success(formTexts.created);
    navigate(formPaths.adminForm(form.uuid), { replace: true });
  };
  return (
    <AdminFrame
      title="New form"
      description="Add sections and questions; the preview answers like the real form."
      back={back}
    >
      <FormBuilder saving={create.isPending} onSave={save} />
    </AdminFrame>
  );
}

function EditForm({ form }: { form: Form }) {
  const update = useUpdateForm(form.uuid);
  const save = async (input: FormInput) => {
    await update.mutateAsync(input);
    notify.success(formTexts.saved);
  };
  return (
    <AdminFrame
      title={form.title}
      description={`Code ${form.code}. Answers given stay with their field's key when questions change.`}
      back={back}
      actions={
        <Button
          component={Link}
          to={formPaths.adminSubmissions(form.uuid)}
          variant="default"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          Submissions ({form.submissionCount ?? 0})
        </Button>
      }
    >
      <FormBuilder key={form.updatedAt} form={form} saving={update.isPending} onSave={save} />
    </AdminFrame>
  );
}

/** /admin/forms/{uuid}: the builder on a saved form. */
export function EditFormPage() {
  const { uuid = '' } = useParams();
  const form = useQuery(adminFormQuery(uuid));
  return (
    <QueryView query={form} errorTitle="The form could not be loaded" loadingHeight={480}>
      {(loaded) => <EditForm form={loaded} />}
    </QueryView>
  );
}
