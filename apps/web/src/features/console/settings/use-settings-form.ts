import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { type ConsoleSettings, SettingsPatch } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useSaveSettings } from '../api.ts';
import { type SettingsSection, sectionPatch } from './patch.ts';

type Options = {
  /** A question to confirm before a patch is saved, or null to save at once (switching the subscription off). */
  confirmOf?: (patch: Record<string, unknown>) => string | null;
};

/**
 * A section of the settings page as a form: its values from the saved settings, checked with the shared
 * SettingsPatch, saved as only what changed, with the server's field problems put back on the fields.
 */
export const useSettingsForm = <V extends Record<string, unknown>>(
  section: SettingsSection<V>,
  saved: ConsoleSettings,
  { confirmOf }: Options = {},
) => {
  const save = useSaveSettings();
  const form = useForm<V>({
    initialValues: section.valuesOf(saved),
    validate: (values) => {
      const patch = sectionPatch(section, saved, values);
      return Object.keys(patch).length === 0 ? {} : schemaFieldErrors(SettingsPatch, patch, section.fieldOf);
    },
  });
  const changed = Object.keys(sectionPatch(section, saved, form.values)).length > 0;

  const send = (patch: Record<string, unknown>) =>
    save.mutate(patch, {
      onSuccess: (next) => {
        const values = section.valuesOf(next);
        form.setInitialValues(values);
        form.setValues(values);
        notify.success('Settings saved');
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, section.fieldOf);
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'The settings could not be saved'));
      },
    });

  const submit = form.onSubmit((values) => {
    const patch = sectionPatch(section, saved, values);
    if (Object.keys(patch).length === 0) return;
    const question = confirmOf?.(patch) ?? null;
    if (!question) return send(patch);
    modals.openConfirmModal({
      title: 'Save this change?',
      children: question,
      labels: { confirm: 'Save', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send(patch),
    });
  });

  return { form, submit, changed, saving: save.isPending, discard: () => form.setValues(section.valuesOf(saved)) };
};
