import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { metricLimits, metricPeriods, metricUnitLabels, metricUnits, NewMetricType } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useAddMetricType } from './api.ts';
import { metricPeriodLabels } from './labels.ts';
import { metricKeyOf } from './metric-key.ts';

type Values = { name: string; key: string; unit: string | null; period: string; required: boolean };
type Field = keyof Values;

const fieldNames: readonly Field[] = ['name', 'key', 'unit', 'period', 'required'];
const fieldOf = (path: string) => fieldNames.find((field) => field === path.split('.')[0]);

const unitChoices = metricUnits.map((unit) => ({ value: unit, label: metricUnitLabels[unit] }));
const periodChoices = metricPeriods.map((period) => ({ value: period, label: metricPeriodLabels[period] }));
const blank: Values = { name: '', key: '', unit: null, period: 'monthly', required: false };

/**
 * 'Add a metric': a name, a key written from it until the operator types their own, a unit, a period and
 * whether startups must report it; checked with NewMetricType before it goes, and the server's refusals
 * put back on their fields.
 */
export function AddTypeForm() {
  const add = useAddMetricType();
  const form = useForm<Values>({ initialValues: blank });
  // The key follows the name until it is typed in; once cleared, it follows the name again.
  const [keyTyped, setKeyTyped] = useState(false);

  const submit = form.onSubmit((values) => {
    const input = {
      name: values.name.trim(),
      key: values.key.trim(),
      unit: values.unit,
      period: values.period,
      required: values.required,
    };
    const problems = schemaFieldErrors(NewMetricType, input, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    add.mutate(NewMetricType.parse(input), {
      onSuccess: (type) => {
        notify.success(`${type.name} added: startups are asked for it from their next report.`);
        form.setValues(blank);
        setKeyTyped(false);
      },
      onError: (error) => {
        // A key another type has is a conflict (409), said on the key.
        const onFields = serverFieldErrors(error, fieldOf, 'key');
        if (hasErrors(onFields)) form.setErrors(onFields);
        else notify.error(errorText(error, 'The metric could not be added'));
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="add-metric-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="add-metric-title">
              Add a metric
            </Title>
            <Text size="sm" c="dimmed">
              Unit and period cannot change once the metric is added, as the startups' values are kept in them.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              withAsterisk
              maxLength={metricLimits.nameLength}
              {...form.getInputProps('name')}
              onChange={(event) => {
                const name = event.currentTarget.value;
                form.setFieldValue('name', name);
                if (!keyTyped) form.setFieldValue('key', metricKeyOf(name));
              }}
            />
            <TextInput
              label="Key"
              description="Lower-case letters, digits and underscores; used in CSV files"
              withAsterisk
              maxLength={40}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('key')}
              onChange={(event) => {
                const key = event.currentTarget.value;
                setKeyTyped(key !== '');
                form.setFieldValue('key', key);
              }}
            />
            <Select
              label="Unit"
              placeholder="Choose a unit"
              withAsterisk
              data={unitChoices}
              allowDeselect={false}
              {...form.getInputProps('unit')}
            />
            <Select label="Period" data={periodChoices} allowDeselect={false} {...form.getInputProps('period')} />
          </SimpleGrid>
          <Switch
            label="Required"
            description="Startups see it as pending until they report it"
            {...form.getInputProps('required', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
              Add metric
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
