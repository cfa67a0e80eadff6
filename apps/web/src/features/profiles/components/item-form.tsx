import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FieldValue, ListDef, ProfileListItem } from '@ventura/shared';
import { useRef } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { changedBody, dependentsOf, type FormValue, type FormValues, formValuesOf, itemBody } from '../field-values.ts';
import { fieldOfPath, itemFormErrors } from '../validation.ts';
import { FieldGrid } from './field-grid.tsx';
import { useFocusFirstProblem } from './use-focus-problem.ts';

type Save = {
  mutate: (
    body: Record<string, FieldValue>,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type Props = {
  list: ListDef;
  /** The item being changed; null for a new one. */
  item: ProfileListItem | null;
  save: Save;
  submitLabel: string;
  /** The toast after a save. */
  savedText: string;
  failedText: string;
  onDone: () => void;
  onCancel?: () => void;
  /** An accessible name for the form: 'New founder', 'Edit Asha Rao'. */
  label: string;
};

/** A list item's fields as a form: a new item checked whole, a changed one by what changed. */
export function ItemForm({ list, item, save, submitLabel, savedText, failedText, onDone, onCancel, label }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const saved = formValuesOf(list.fields, item?.values ?? {});
  const form = useForm<FormValues>({
    initialValues: saved,
    validate: (values) => itemFormErrors(list, item ? saved : null, values),
  });
  const body = item ? changedBody(list.fields, saved, form.values) : itemBody(list.fields, form.values);
  const changed = Object.keys(item ? body : changedBody(list.fields, saved, form.values)).length > 0;

  const focusFirstProblem = useFocusFirstProblem(formRef);

  const setValue = (key: string, value: FormValue) => {
    form.setFieldValue(key, value);
    const field = list.fields.find((f) => f.key === key);
    if (field) for (const dependent of dependentsOf(list.fields, field)) form.setFieldValue(dependent.key, null);
  };

  const submit = form.onSubmit(
    () =>
      save.mutate(body, {
        onSuccess: () => {
          notify.success(savedText);
          form.reset();
          onDone();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error, fieldOfPath(list.fields));
          if (hasErrors(errors)) {
            form.setErrors(errors);
            focusFirstProblem();
          }
          if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
            notify.error(withoutFieldPath(errorText(error, failedText)));
          }
        },
      }),
    () => focusFirstProblem(),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <FieldGrid
          fields={list.fields}
          values={form.values}
          errors={form.errors}
          onChange={setValue}
          location={{ countryCode: null, stateCode: null }}
          disabled={save.isPending}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
