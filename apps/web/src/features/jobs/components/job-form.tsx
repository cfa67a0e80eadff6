import {
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationMode,
  employmentTypeLabels,
  employmentTypes,
  type JobStatus,
  limits,
  type SalaryPeriod,
  salaryPeriods,
  workModeLabels,
  workModes,
} from '@ventura/shared';
import { type ReactNode, useId, useState } from 'react';
import { countriesQuery } from '../../../api/countries.ts';
import { type FieldErrors, hasErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { skillsQuery } from '../api.ts';
import type { JobField, JobFormValues } from '../job-form.ts';
import { todayIn } from '../present.ts';
import { viewerTimeZone } from '../zones.ts';
import { withChosen } from './job-filters.tsx';

const employmentOptions = employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }));
const workModeOptions = workModes.map((value) => ({ value, label: workModeLabels[value] }));
const periodLabels: Record<SalaryPeriod, string> = { year: 'Per year', month: 'Per month', hour: 'Per hour' };
const periodOptions = salaryPeriods.map((value) => ({ value, label: periodLabels[value] }));
const modeOptions: Array<{ value: ApplicationMode; label: string }> = [
  { value: 'inbuilt', label: 'Apply here' },
  { value: 'external', label: 'On our own site' },
];
const statusOptions: Array<{ value: JobStatus; label: string }> = [
  { value: 'open', label: 'Open: taking applications' },
  { value: 'closed', label: 'Closed' },
];

const pick = <T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback;

export type JobFormSend = {
  values: JobFormValues;
  /** Put the server's refusal on the form: its fields, or (null) a problem above the button. */
  failed: (errors: FieldErrors<JobField>, problem: string | null) => void;
};

type Props = {
  initialValues: JobFormValues;
  validate: (values: JobFormValues) => FieldErrors<JobField>;
  send: (sending: JobFormSend) => void;
  pending: boolean;
  submitLabel: string;
  /** Whether the job exists (its status can then change). */
  editing: boolean;
  secondary?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Every field of a job: the role, where and how, pay, skills, openings, deadline and how to apply. */
export function JobForm({ initialValues, validate, send, pending, submitLabel, editing, secondary }: Props) {
  const modeId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<JobFormValues>({ initialValues, validate });
  const skills = useQuery(skillsQuery());
  const countries = useQuery(countriesQuery());
  const today = todayIn(viewerTimeZone());

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      send({
        values,
        failed: (errors, text) => {
          if (hasErrors(errors)) form.setErrors(errors);
          setProblem(text);
        },
      });
    },
    () => setProblem(null),
  );

  const skillOptions = withChosen(
    skills.data?.map((term) => ({ value: term.code, label: term.name })) ?? [],
    form.values.skills,
  );
  const countryOptions = withChosen(
    countries.data?.map((country) => ({ value: country.isoCode, label: country.name })) ?? [],
    form.values.countryCode ? [form.values.countryCode] : [],
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Job">
      <Stack gap="lg">
        <Section title="The role">
          <TextInput label="Title" withAsterisk maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            description="What the role is, what the person will do and what they need"
            withAsterisk
            autosize
            minRows={6}
            maxRows={20}
            maxLength={8000}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Employment type"
              data={employmentOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('employmentType')}
              onChange={(value) =>
                form.setFieldValue('employmentType', pick(employmentOptions, value, form.values.employmentType))
              }
            />
            <NumberInput
              label="Openings"
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...form.getInputProps('openings')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Skills"
            description={`Up to ${limits.jobSkills}`}
            placeholder={form.values.skills.length > 0 ? undefined : 'Choose skills'}
            data={skillOptions}
            maxValues={limits.jobSkills}
            searchable
            clearable
            nothingFoundMessage={skills.isPending ? 'Loading…' : 'Nothing found'}
            comboboxProps={{ shadow: 'md' }}
            {...form.getInputProps('skills')}
          />
        </Section>

        <Section title="Where">
          <Select
            label="Work mode"
            data={workModeOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('workMode')}
            onChange={(value) => form.setFieldValue('workMode', pick(workModeOptions, value, form.values.workMode))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Country (optional)"
              placeholder="Choose a country"
              data={countryOptions}
              searchable
              clearable
              nothingFoundMessage={countries.isPending ? 'Loading…' : 'Nothing found'}
              comboboxProps={{ shadow: 'md' }}
              {...form.getInputProps('countryCode')}
              onChange={(code) => {
                form.setFieldValue('countryCode', code);
                // The country's currency, unless one is given already.
                const currency = countries.data?.find((country) => country.isoCode === code)?.currency;
                if (currency && !form.values.salaryCurrency.trim()) form.setFieldValue('salaryCurrency', currency);
              }}
            />
            <TextInput label="City (optional)" maxLength={100} {...form.getInputProps('city')} />
          </SimpleGrid>
        </Section>

        <Section title="Pay">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Lowest salary (optional)"
              min={0}
              max={1_000_000_000}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('salaryMin')}
            />
            <NumberInput
              label="Highest salary (optional)"
              min={0}
              max={1_000_000_000}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('salaryMax')}
            />
            <TextInput
              label="Currency"
              description="Three letters, such as INR or USD"
              maxLength={3}
              autoCapitalize="characters"
              {...form.getInputProps('salaryCurrency')}
              onChange={(event) => form.setFieldValue('salaryCurrency', event.currentTarget.value.toUpperCase())}
            />
            <Select
              label="Per"
              data={periodOptions}
              allowDeselect={false}
              {...form.getInputProps('salaryPeriod')}
              onChange={(value) =>
                form.setFieldValue('salaryPeriod', pick(periodOptions, value, form.values.salaryPeriod))
              }
            />
          </SimpleGrid>
        </Section>

        <Section title="Applications">
          <TextInput
            label="Deadline"
            description="The last day applications are taken"
            type="date"
            min={editing ? undefined : today}
            withAsterisk
            {...form.getInputProps('deadline')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id={modeId}>
              Where people apply
            </Text>
            <SegmentedControl
              aria-labelledby={modeId}
              data={modeOptions}
              value={form.values.applicationMode}
              onChange={(value) =>
                form.setFieldValue('applicationMode', pick(modeOptions, value, form.values.applicationMode))
              }
              fullWidth
            />
          </Stack>
          {form.values.applicationMode === 'external' ? (
            <TextInput
              label="Application link"
              description="Where applicants go to apply"
              placeholder="https://example.com/careers/role"
              inputMode="url"
              withAsterisk
              {...form.getInputProps('externalUrl')}
            />
          ) : null}
          {editing ? (
            <Select
              label="Status"
              data={statusOptions}
              allowDeselect={false}
              {...form.getInputProps('status')}
              onChange={(value) => form.setFieldValue('status', pick(statusOptions, value, form.values.status))}
            />
          ) : null}
        </Section>

        <FormFooter problem={problem} problemTitle="Not saved" pending={pending} secondary={secondary}>
          {submitLabel}
        </FormFooter>
      </Stack>
    </form>
  );
}
