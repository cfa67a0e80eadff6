import {
  Anchor,
  Button,
  Divider,
  Group,
  MultiSelect,
  Paper,
  Radio,
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
  type AccountType,
  accountTypeLabels,
  accountTypes,
  type Program,
  programFamilies,
  programStatuses,
} from '@ventura/shared';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { formOptionsQuery, industriesQuery, useCreateProgram, useUpdateProgram } from './api.ts';
import { useIsOperator, useManagerPaths } from './area.ts';
import { DocumentsEditor, RubricEditor, TopicsEditor } from './item-lists.tsx';
import { familyLabels, programStatusInfo } from './labels.ts';
import {
  emptyProgramValues,
  newProgramBody,
  newProgramErrors,
  type ProgramFormValues,
  programFieldOf,
  programPatchBody,
  programPatchErrors,
  programValues,
} from './program-form.ts';

type Props = {
  /** The program being edited; none for a new one. */
  program?: Program | undefined;
};

const familyOptions = programFamilies.map((family) => ({ value: family, label: familyLabels[family] }));
const statusOptions = programStatuses.map((status) => ({ value: status, label: programStatusInfo[status].label }));
/** Where an operator builds the application form (the forms feature's console page). */
const newFormPath = '/admin/forms/new';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The program editor: what it is, who may apply and when, its form, documents, rubric and (for video
 * programs) topics, and whether it is published. Checked with the shared ProgramInput (or, editing,
 * ProgramPatch over what changed) before it goes; the server's field problems come back onto the fields.
 */
export function ProgramEditor({ program }: Props) {
  const navigate = useNavigate();
  const tenant = useTenant();
  const paths = useManagerPaths();
  const buildsForms = useIsOperator();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const industries = useQuery(industriesQuery());
  const forms = useQuery(formOptionsQuery());
  const saved = useMemo(() => (program ? programValues(program) : emptyProgramValues()), [program]);
  const form = useForm<ProgramFormValues>({
    initialValues: saved,
    validate: (values) => (program ? programPatchErrors(saved, values) : newProgramErrors(values)),
  });
  const pending = create.isPending || update.isPending;
  const changed = program ? Object.keys(programPatchBody(saved, form.values)).length > 0 : true;

  const industryOptions = useMemo(() => {
    const options = industries.data?.map((term) => ({ value: term.code, label: term.name })) ?? [];
    const missing = (program?.industries ?? []).filter((item) => !options.some((option) => option.value === item.code));
    return [...options, ...missing.map((item) => ({ value: item.code, label: item.name }))];
  }, [industries.data, program]);

  const typeOptions = useMemo(() => {
    const offered = accountTypes.filter(
      (type: AccountType) => tenant.users[type] !== false || saved.accountTypes.includes(type),
    );
    return offered.map((type) => ({ value: type, label: accountTypeLabels[type] }));
  }, [tenant.users, saved.accountTypes]);

  const formOptions = useMemo(() => {
    const options = forms.data?.map((item) => ({ value: item.uuid, label: `${item.title} (${item.code})` })) ?? [];
    if (program?.form && !options.some((option) => option.value === program.form?.uuid)) {
      options.push({ value: program.form.uuid, label: program.form.title });
    }
    return options;
  }, [forms.data, program]);

  const failed = (error: unknown) => {
    const errors = serverFieldErrors(error, programFieldOf, 'code');
    if (hasErrors(errors)) form.setErrors(errors);
    notify.error(errorText(error, program ? 'The program could not be saved' : 'The program could not be created'));
  };

  const submit = form.onSubmit(
    (values) => {
      if (!program) {
        create.mutate(newProgramBody(values), {
          onSuccess: (created) => {
            notify.success(`${created.title} is created`);
            void navigate(paths.edit(created.uuid));
          },
          onError: failed,
        });
        return;
      }
      update.mutate(
        { uuid: program.uuid, body: programPatchBody(saved, values) },
        { onSuccess: () => notify.success('Your changes are saved'), onError: failed },
      );
    },
    () => notify.error('Some fields need your attention'),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label={program ? `Edit ${program.title}` : 'New program'}>
        <Stack gap="xl">
          <Section title="About the program">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Family"
                description={program ? 'A program stays in its family.' : 'Where members find it.'}
                data={familyOptions}
                allowDeselect={false}
                disabled={Boolean(program) || pending}
                withAsterisk
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps('family')}
              />
              <TextInput
                label="Code"
                description="Its address: letters, digits, dots, dashes or underscores."
                withAsterisk
                maxLength={40}
                disabled={pending}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps('code')}
              />
            </SimpleGrid>
            <TextInput label="Title" withAsterisk maxLength={150} disabled={pending} {...form.getInputProps('title')} />
            <Textarea
              label="Summary"
              description="One or two sentences, shown on its card."
              withAsterisk
              autosize
              minRows={2}
              maxRows={4}
              maxLength={300}
              disabled={pending}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              {...form.getInputProps('summary')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={5}
              maxRows={16}
              maxLength={8000}
              disabled={pending}
              {...form.getInputProps('description')}
            />
            <MultiSelect
              label="Industries"
              description="Up to 10."
              data={industryOptions}
              searchable
              clearable
              maxValues={10}
              disabled={pending}
              nothingFoundMessage={industries.isError ? 'The industries could not be loaded' : 'No such industry'}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              {...form.getInputProps('industries')}
            />
            <TextInput
              label="External link"
              description="For a program run elsewhere: members apply on its own site."
              placeholder="https://"
              type="url"
              maxLength={500}
              disabled={pending}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              {...form.getInputProps('externalUrl')}
            />
          </Section>
          <Divider />
          <Section title="Who may apply, and when">
            <MultiSelect
              label="Who may apply"
              data={typeOptions}
              withAsterisk
              disabled={pending}
              {...form.getInputProps('accountTypes')}
            />
            <Textarea
              label="Eligibility"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={3000}
              disabled={pending}
              {...form.getInputProps('eligibility')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Applications open"
                description="Date and time, in your time zone."
                type="datetime-local"
                withAsterisk
                disabled={pending}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps('opensAt')}
              />
              <TextInput
                label="Applications close"
                description="Date and time, in your time zone."
                type="datetime-local"
                withAsterisk
                min={form.values.opensAt || undefined}
                disabled={pending}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps('closesAt')}
              />
              <TextInput label="Program starts" type="date" disabled={pending} {...form.getInputProps('startsOn')} />
              <TextInput
                label="Program ends"
                type="date"
                min={form.values.startsOn || undefined}
                disabled={pending}
                {...form.getInputProps('endsOn')}
              />
            </SimpleGrid>
          </Section>
          <Divider />
          <Section title="Application">
            <Stack gap={4}>
              <Select
                label="Application form"
                description="The questions applicants answer, among the published forms. Without one, applicants send only the documents."
                placeholder={forms.isPending ? 'Loading the forms…' : 'No form'}
                data={formOptions}
                searchable
                clearable
                disabled={pending}
                nothingFoundMessage={forms.isError ? 'The forms could not be loaded' : 'No such form'}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps('formUuid')}
              />
              {buildsForms ? (
                <Anchor component={Link} to={newFormPath} size="sm">
                  Build a new form
                </Anchor>
              ) : null}
            </Stack>
            <DocumentsEditor form={form} disabled={pending} />
            <RubricEditor form={form} disabled={pending} />
            {form.values.family === 'video' ? <TopicsEditor form={form} disabled={pending} /> : null}
          </Section>
          <Divider />
          <Radio.Group
            label="Status"
            description="A draft is seen only by its managers; a published program is listed, and open between its dates."
            {...form.getInputProps('status')}
          >
            <Group gap="lg" mt={6}>
              {statusOptions.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} disabled={pending} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={paths.list} variant="default">
              {program ? 'Back to programs' : 'Cancel'}
            </Button>
            <Button type="submit" loading={pending} disabled={!changed}>
              {program ? 'Save changes' : 'Create program'}
            </Button>
          </Group>
          {program && !changed ? (
            <Text size="xs" c="dimmed" ta="right">
              Nothing has changed yet.
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
