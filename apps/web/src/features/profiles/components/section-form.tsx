import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OwnProfile, SectionDef } from '@ventura/shared';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { useSaveSection } from '../api.ts';
import { changedBody, dependentsOf, type FormValue, type FormValues, formValuesOf } from '../field-values.ts';
import { fieldOfPath, sectionFormErrors } from '../validation.ts';
import { FieldGrid } from './field-grid.tsx';
import { useFocusFirstProblem } from './use-focus-problem.ts';

type Props = {
  section: SectionDef;
  profile: OwnProfile;
  /** The session's profile uuid: the cache entry the answer is stored under. */
  profileUuid: string;
  submitLabel?: string;
  /** After a save (with the new profile), or at once when nothing changed and `continueUnchanged` is set. */
  onDone?: (profile: OwnProfile) => void;
  /** Let the submit button continue without a change (the guided flow's 'Save and continue'). */
  continueUnchanged?: boolean;
  /** More buttons beside the submit button (the guided flow's 'Back'). */
  actions?: ReactNode;
  /** Shown between the heading and the fields. */
  intro?: ReactNode;
};

/** Failures the client has already told the person about (session ended, editing locked). */
const handledElsewhere = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * One section of a profile as a form, built from the registry: every field with its input, checked
 * with the shared schema before it is sent, only what changed sent, and the server's problems put back
 * on the fields. Toasts the section's texts (spec calls 8).
 */
export function SectionForm({
  section,
  profile,
  profileUuid,
  submitLabel = 'Save',
  onDone,
  continueUnchanged,
  actions,
  intro,
}: Props) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveSection(profileUuid);
  const [saved, setSaved] = useState(() => formValuesOf(section.fields, profile.values));
  const form = useForm<FormValues>({
    initialValues: saved,
    validate: (values) => sectionFormErrors(section, saved, values),
  });
  const body = changedBody(section.fields, saved, form.values);
  const changed = Object.keys(body).length > 0;
  const fieldOf = fieldOfPath(section.fields);

  const setValue = (key: string, value: FormValue) => {
    form.setFieldValue(key, value);
    const field = section.fields.find((f) => f.key === key);
    if (!field) return;
    for (const dependent of dependentsOf(section.fields, field)) {
      form.setFieldValue(dependent.key, null);
      form.clearFieldError(dependent.key);
    }
  };

  const focusFirstProblem = useFocusFirstProblem(formRef);

  const submit = form.onSubmit(
    () => {
      if (!changed) {
        if (continueUnchanged) onDone?.(profile);
        return;
      }
      save.mutate(
        { section, body },
        {
          onSuccess: (updated) => {
            const next = formValuesOf(section.fields, updated.values);
            setSaved(next);
            form.setValues(next);
            form.resetDirty(next);
            notify.success(section.saved);
            onDone?.(updated);
          },
          onError: (error) => {
            const errors = serverFieldErrors(error, fieldOf);
            if (hasErrors(errors)) {
              form.setErrors(errors);
              focusFirstProblem();
            }
            if (!handledElsewhere(error)) notify.error(withoutFieldPath(errorText(error, section.failed)));
          },
        },
      );
    },
    () => focusFirstProblem(),
  );

  const location = {
    countryCode: typeof form.values.countryCode === 'string' ? form.values.countryCode : null,
    stateCode: typeof form.values.stateCode === 'string' ? form.values.stateCode : null,
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId}>
              {section.title}
            </Title>
            {intro}
            {section.fields.some((field) => field.required) ? (
              <Text size="sm" c="dimmed">
                Fields marked * are needed for a complete profile.
              </Text>
            ) : null}
          </Stack>
          <FieldGrid
            fields={section.fields}
            values={form.values}
            errors={form.errors}
            onChange={setValue}
            location={location}
            disabled={save.isPending}
          />
          <Group gap="sm">
            {actions}
            <Button type="submit" loading={save.isPending} disabled={!changed && !continueUnchanged}>
              {submitLabel}
            </Button>
            {changed ? (
              <Button
                variant="default"
                onClick={() => {
                  form.setValues(saved);
                  form.clearErrors();
                }}
                disabled={save.isPending}
              >
                Discard changes
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
