import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MetricType, MetricTypePatch, metricLimits } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { usePatchMetricType } from './api.ts';

const fieldOf = (path: string) => (path.split('.')[0] === 'name' ? 'name' : undefined);

type Props = { type: MetricType; onClose: () => void };

/** Renames a metric type (PATCH types/{key} with its name); the key, and so the values, stay. */
export function RenameModal({ type, onClose }: Props) {
  const patch = usePatchMetricType();
  const form = useForm({ initialValues: { name: type.name } });

  const submit = form.onSubmit(({ name }) => {
    const body = { name: name.trim() };
    const problems = schemaFieldErrors(MetricTypePatch, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    if (body.name === type.name) {
      onClose();
      return;
    }
    patch.mutate(
      { key: type.key, patch: body },
      {
        onSuccess: (renamed) => {
          notify.success(`${type.name} is now called ${renamed.name}.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else notify.error(errorText(error, 'The metric could not be renamed'));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Rename ${type.name}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            maxLength={metricLimits.nameLength}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
