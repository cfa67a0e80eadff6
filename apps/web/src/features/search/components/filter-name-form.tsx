import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SavedFilterInput } from '@ventura/shared';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';

type Values = { name: string };
const NameOnly = SavedFilterInput.pick({ name: true });
const fieldOf = (path: string) => (path === 'name' ? path : undefined);

type Props = {
  initialName: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the name; on a failure, calls back with the error so that a problem of the name shows on it. */
  onSubmit: (name: string, onFieldError: (error: unknown) => boolean) => void;
  onCancel: () => void;
};

/** The name of a saved filter, to save it under or rename it to; checked with the shared schema first. */
export function FilterNameForm({ initialName, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useForm<Values>({
    initialValues: { name: initialName },
    validate: (values) => schemaFieldErrors(NameOnly, values, fieldOf),
  });
  const placeOnField = (error: unknown) => {
    const errors = serverFieldErrors(error, fieldOf, 'name');
    if (!hasErrors(errors)) return false;
    form.setErrors(errors);
    return true;
  };
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.name.trim(), placeOnField))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Filter name"
          placeholder="Fintech seed investors"
          withAsterisk
          data-autofocus
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
