import {
  Alert,
  Button,
  Grid,
  Group,
  List,
  Menu,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import {
  AccountType,
  type Answers,
  accountTypeLabels,
  accountTypes,
  type Form,
  FormInput,
  formFieldTypeLabels,
  formFieldTypes,
  formStatuses,
} from '@ventura/shared';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import {
  addField,
  changeField,
  type Draft,
  draftOf,
  emptyDraft,
  inputOf,
  moveField,
  placeIssues,
  removeField,
  statusLabels,
} from '../builder.ts';
import { FieldEditor } from './field-editor.tsx';

type Props = {
  /** The form as saved; a new one when absent. */
  form?: Form;
  saving: boolean;
  /** Sends the checked request; rejects with the server's refusal. */
  onSave: (input: FormInput) => Promise<unknown>;
};

const accountTypeOptions = accountTypes
  .filter((type) => type !== 'other')
  .map((type) => ({ value: type, label: accountTypeLabels[type] }));
const statusOptions = formStatuses.map((status) => ({ value: status, label: statusLabels[status] }));
const audienceOptions = [
  { value: 'members', label: 'Members' },
  { value: 'public', label: 'Anyone with the link' },
];

const serverProblems = (error: unknown) => {
  if (!(error instanceof ApiError)) return ['The form could not be saved. Please try again.'];
  const texts = error.errors.length > 0 ? error.errors : [error.message || 'The form could not be saved'];
  return texts.map((text) => text.replace(/^body\./, ''));
};

/**
 * The operator's form builder: the form's settings, its fields (added by type, edited, moved, removed)
 * and a live preview that answers like the real form. The request is checked with the shared FormInput
 * before it goes, and the server's refusals are listed.
 */
export function FormBuilder({ form, saving, onSave }: Props) {
  const [draft, setDraft] = useState<Draft>(() => (form ? draftOf(form) : emptyDraft()));
  const [problems, setProblems] = useState<ReturnType<typeof placeIssues> | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [previewAnswers, setPreviewAnswers] = useState<Answers>({});
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const fields = draft.fields.map((item) => item.field);
  const ids = { audience: useId(), status: useId(), preview: useId() };

  const save = async () => {
    const input = inputOf(draft);
    const checked = FormInput.safeParse(input);
    setServerErrors([]);
    if (!checked.success) {
      setProblems(placeIssues(checked.error.issues));
      return;
    }
    setProblems(null);
    try {
      await onSave(input);
    } catch (error) {
      setServerErrors(serverProblems(error));
    }
  };

  const listed = [...(problems?.all ?? []), ...serverErrors];
  return (
    <form
      aria-label={form ? `Edit ${form.title}` : 'New form'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="lg">
        {listed.length > 0 ? (
          <Alert color="red" title="The form was not saved" role="alert">
            <List size="sm">
              {listed.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              Settings
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Title"
                withAsterisk
                value={draft.title}
                onChange={(event) => update({ title: event.currentTarget.value })}
                error={problems?.settings.title}
              />
              <TextInput
                label="Code"
                description="Letters, digits, dashes; unique among your forms"
                withAsterisk
                value={draft.code}
                onChange={(event) => update({ code: event.currentTarget.value })}
                error={problems?.settings.code}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={8}
              value={draft.description}
              onChange={(event) => update({ description: event.currentTarget.value })}
              error={problems?.settings.description}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={4}>
                <Text size="sm" fw={500} id={ids.audience}>
                  Who fills it in
                </Text>
                <SegmentedControl
                  aria-labelledby={ids.audience}
                  data={audienceOptions}
                  value={draft.audience}
                  onChange={(value) => update({ audience: value === 'public' ? 'public' : 'members' })}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={ids.status}>
                  Status
                </Text>
                <SegmentedControl
                  aria-labelledby={ids.status}
                  data={statusOptions}
                  value={draft.status}
                  onChange={(value) =>
                    update({ status: formStatuses.find((status) => status === value) ?? draft.status })
                  }
                />
              </Stack>
            </SimpleGrid>
            <MultiSelect
              label="Account types"
              description="Members of these types may fill it in; every type when none is chosen"
              placeholder={draft.accountTypes.length === 0 ? 'Every account type' : undefined}
              data={accountTypeOptions}
              value={draft.accountTypes}
              onChange={(values) =>
                update({ accountTypes: values.flatMap((value) => AccountType.safeParse(value).data ?? []) })
              }
              clearable
            />
            <Switch
              label="Show in the profile's edit pages"
              description="A custom profile form, under Edit profile for its account types"
              checked={draft.attachToProfile}
              onChange={(event) => update({ attachToProfile: event.currentTarget.checked })}
            />
            <Switch
              label="Show answers on the profile"
              description={
                draft.attachToProfile
                  ? 'Whoever may view a profile sees the answers it sent; otherwise only its member and the platform team do'
                  : "Only for a form shown in the profile's edit pages"
              }
              disabled={!draft.attachToProfile}
              checked={draft.attachToProfile && draft.showOnProfile}
              onChange={(event) => update({ showOnProfile: event.currentTarget.checked })}
            />
          </Stack>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <Title order={2} size="h3">
                  Fields
                </Title>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      variant="default"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      rightSection={<IconChevronDown size={16} aria-hidden />}
                    >
                      Add a field
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {formFieldTypes.map((type) => (
                      <Menu.Item key={type} onClick={() => update({ fields: addField(draft.fields, type) })}>
                        {formFieldTypeLabels[type]}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Group>
              {draft.fields.length === 0 ? (
                <Text c="dimmed">No fields yet. Add a section heading or a question.</Text>
              ) : (
                <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Fields">
                  {draft.fields.map((item, index) => (
                    <FieldEditor
                      key={item.id}
                      item={item}
                      index={index}
                      count={draft.fields.length}
                      earlier={fields.slice(0, index)}
                      problems={problems?.fields[index] ?? []}
                      onChange={(change, options) =>
                        setDraft((current) => ({
                          ...current,
                          fields: changeField(current.fields, item.id, change, options),
                        }))
                      }
                      onMove={(by) => update({ fields: moveField(draft.fields, item.id, by) })}
                      onRemove={() => update({ fields: removeField(draft.fields, item.id) })}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby={ids.preview}
            >
              <Stack gap="md">
                <Group justify="space-between" gap="xs">
                  <Title order={2} size="h3" id={ids.preview}>
                    Preview
                  </Title>
                  <Button variant="subtle" size="compact-sm" onClick={() => setPreviewAnswers({})}>
                    Clear answers
                  </Button>
                </Group>
                {draft.title ? <Text fw={600}>{draft.title}</Text> : null}
                {draft.description ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {draft.description}
                  </Text>
                ) : null}
                <FormFill fields={fields} answers={previewAnswers} onChange={setPreviewAnswers} stepped />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {form ? 'Save changes' : 'Create form'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
