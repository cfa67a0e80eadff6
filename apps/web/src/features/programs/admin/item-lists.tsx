import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { programLimits, programStageLabels, programStages } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { newCriterion, newDocument, newTopic, type ProgramFormValues } from './program-form.ts';

type Form = UseFormReturnType<ProgramFormValues>;
type Props = { form: Form; disabled: boolean };

const stageOptions = programStages.map((stage) => ({ value: stage, label: programStageLabels[stage] }));

type ListProps = {
  heading: string;
  description: ReactNode;
  count: number;
  limit: number;
  addLabel: string;
  onAdd: () => void;
  error: ReactNode;
  disabled: boolean;
  children: ReactNode;
};

/** A list of the editor's (documents, criteria, topics): its heading, its items, a way to add one and its problem. */
function ItemList({ heading, description, count, limit, addLabel, onAdd, error, disabled, children }: ListProps) {
  const id = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={`${id}-heading`}>
      <div>
        <Input.Label id={`${id}-heading`} labelElement="div">
          {heading}
        </Input.Label>
        <Input.Description>{description}</Input.Description>
      </div>
      {count > 0 ? (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={heading}>
          {children}
        </Stack>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={disabled || count >= limit}
        >
          {addLabel}
        </Button>
        <Text size="xs" c="dimmed">
          {count} of {limit}
        </Text>
      </Group>
      {error ? (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Tooltip label="Remove">
      <ActionIcon variant="subtle" color="red" aria-label={label} disabled={disabled} onClick={onClick}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The documents asked of applicants, each at a stage; a new one's key comes from its title when saved. */
export function DocumentsEditor({ form, disabled }: Props) {
  return (
    <ItemList
      heading="Documents"
      description="Asked of each application when it reaches the stage chosen. A document's key is made from its title when first saved and kept after."
      count={form.values.documents.length}
      limit={programLimits.documents}
      addLabel="Add a document"
      onAdd={() => form.insertListItem('documents', newDocument())}
      error={form.errors.documents}
      disabled={disabled}
    >
      {form.values.documents.map((document, index) => {
        const number = index + 1;
        return (
          <Paper component="li" key={document.id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={`Document ${number} title`}
                  withAsterisk
                  maxLength={120}
                  description={document.savedKey ? `Key: ${document.savedKey}` : undefined}
                  disabled={disabled}
                  {...form.getInputProps(`documents.${index}.title`)}
                />
                <Select
                  label={`Document ${number} stage`}
                  data={stageOptions}
                  allowDeselect={false}
                  disabled={disabled}
                  {...form.getInputProps(`documents.${index}.stage`)}
                />
              </SimpleGrid>
              <Textarea
                label={`Document ${number} description`}
                autosize
                minRows={1}
                maxRows={4}
                maxLength={1000}
                disabled={disabled}
                {...form.getInputProps(`documents.${index}.description`)}
              />
              <Group justify="space-between" gap="xs">
                <Checkbox
                  label="Required"
                  disabled={disabled}
                  {...form.getInputProps(`documents.${index}.required`, { type: 'checkbox' })}
                />
                <RemoveButton
                  label={`Remove document ${number}`}
                  disabled={disabled}
                  onClick={() => form.removeListItem('documents', index)}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </ItemList>
  );
}

/** What reviewers score: each criterion from 0 to its most, weighted into the total. */
export function RubricEditor({ form, disabled }: Props) {
  return (
    <ItemList
      heading="Rubric"
      description="Reviewers score each criterion from 0 to its most; the total weighs them. Leave it empty to review without scores."
      count={form.values.rubric.length}
      limit={programLimits.rubric}
      addLabel="Add a criterion"
      onAdd={() => form.insertListItem('rubric', newCriterion())}
      error={form.errors.rubric}
      disabled={disabled}
    >
      {form.values.rubric.map((criterion, index) => {
        const number = index + 1;
        return (
          <Paper component="li" key={criterion.id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={`Criterion ${number}`}
                  withAsterisk
                  maxLength={120}
                  disabled={disabled}
                  {...form.getInputProps(`rubric.${index}.label`)}
                />
                <NumberInput
                  label={`Criterion ${number} highest score`}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  disabled={disabled}
                  {...form.getInputProps(`rubric.${index}.max`)}
                />
                <NumberInput
                  label={`Criterion ${number} weight`}
                  min={0}
                  max={10}
                  step={0.5}
                  decimalScale={2}
                  disabled={disabled}
                  {...form.getInputProps(`rubric.${index}.weight`)}
                />
              </SimpleGrid>
              <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={`Criterion ${number} guidance`}
                  maxLength={500}
                  disabled={disabled}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`rubric.${index}.description`)}
                />
                <RemoveButton
                  label={`Remove criterion ${number}`}
                  disabled={disabled}
                  onClick={() => form.removeListItem('rubric', index)}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </ItemList>
  );
}

/** The topics a video program's applicants record a pitch on, each with its longest length. */
export function TopicsEditor({ form, disabled }: Props) {
  return (
    <ItemList
      heading="Video topics"
      description="Applicants record a short video on each topic."
      count={form.values.videoTopics.length}
      limit={programLimits.videoTopics}
      addLabel="Add a topic"
      onAdd={() => form.insertListItem('videoTopics', newTopic())}
      error={form.errors.videoTopics}
      disabled={disabled}
    >
      {form.values.videoTopics.map((topic, index) => {
        const number = index + 1;
        return (
          <Paper component="li" key={topic.id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={`Topic ${number}`}
                  withAsterisk
                  maxLength={150}
                  disabled={disabled}
                  {...form.getInputProps(`videoTopics.${index}.title`)}
                />
                <NumberInput
                  label={`Topic ${number} longest video (seconds)`}
                  min={15}
                  max={600}
                  allowDecimal={false}
                  disabled={disabled}
                  {...form.getInputProps(`videoTopics.${index}.seconds`)}
                />
              </SimpleGrid>
              <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={`Topic ${number} description`}
                  maxLength={1000}
                  disabled={disabled}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`videoTopics.${index}.description`)}
                />
                <RemoveButton
                  label={`Remove topic ${number}`}
                  disabled={disabled}
                  onClick={() => form.removeListItem('videoTopics', index)}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </ItemList>
  );
}
