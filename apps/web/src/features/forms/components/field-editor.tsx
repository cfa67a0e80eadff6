import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  List,
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
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  type DocumentKind,
  documentKindInfo,
  documentKinds,
  type FormField,
  formFieldTypeLabels,
  PrefillSource,
  prefillSources,
} from '@ventura/shared';
import { useId } from 'react';
import { choiceTypes, type DraftField, prefillLabels } from '../builder.ts';

type Props = {
  item: DraftField;
  index: number;
  count: number;
  /** The fields above this one: what a condition may look at. */
  earlier: readonly FormField[];
  problems: readonly string[];
  onChange: (change: Partial<FormField>, options?: { keyTyped?: boolean }) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

const prefillOptions = prefillSources.map((source) => ({ value: source, label: prefillLabels[source] }));
const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindInfo[kind].label }));
const isKind = (value: string): value is DocumentKind => documentKinds.some((kind) => kind === value);

const numberOrUndefined = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** The limits a type takes, and what they mean for it. */
const limitLabels = (field: FormField): { min?: string; max?: string } => {
  switch (field.type) {
    case 'number':
      return { min: 'Smallest value', max: 'Largest value' };
    case 'short_text':
    case 'long_text':
      return { min: 'Shortest answer (characters)', max: 'Longest answer (characters)' };
    case 'rating':
      return { max: 'Scale (2 to 10)' };
    case 'multi_choice':
      return { max: 'Most choices allowed' };
    default:
      return {};
  }
};

/** One field of the form being built: what it asks, how it is answered, and when it is shown. */
export function FieldEditor({ item, index, count, earlier, problems, onChange, onMove, onRemove }: Props) {
  const { field } = item;
  const headingId = useId();
  const section = field.type === 'section';
  const name = field.label.trim() || `${formFieldTypeLabels[field.type]} ${index + 1}`;
  const limits = limitLabels(field);
  const questions = earlier.filter((other) => other.type !== 'section');
  const source = questions.find((other) => other.key === field.showIf?.field);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
      style={problems.length > 0 ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" miw={0} wrap="nowrap">
            <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
              {formFieldTypeLabels[field.type]}
            </Badge>
            <Text fw={600} id={headingId} truncate>
              {name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Move up">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move up: ${name}`}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move down: ${name}`}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove: ${name}`} onClick={onRemove}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {problems.length > 0 ? (
          <List size="sm" c="red" role="alert">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={section ? 'Heading' : 'Question'}
            withAsterisk
            value={field.label}
            onChange={(event) => onChange({ label: event.currentTarget.value })}
          />
          <TextInput
            label="Key"
            description={
              item.existing ? 'Kept, so that answers already given stay with it' : 'Where the answer is stored'
            }
            value={field.key}
            readOnly={item.existing}
            onChange={(event) => onChange({ key: event.currentTarget.value }, { keyTyped: true })}
          />
        </SimpleGrid>
        <Textarea
          label={section ? 'Text under the heading' : 'Help'}
          autosize
          minRows={1}
          maxRows={6}
          value={field.help ?? ''}
          onChange={(event) => onChange({ help: event.currentTarget.value })}
        />
        {choiceTypes.includes(field.type) ? (
          <Textarea
            label="Options"
            description="One per line"
            withAsterisk
            autosize
            minRows={2}
            maxRows={12}
            value={(field.options ?? []).join('\n')}
            onChange={(event) => onChange({ options: event.currentTarget.value.split('\n') })}
          />
        ) : null}
        {limits.min || limits.max ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {limits.min ? (
              <NumberInput
                label={limits.min}
                value={field.min ?? ''}
                onChange={(value) => onChange({ min: numberOrUndefined(value) })}
              />
            ) : null}
            {limits.max ? (
              <NumberInput
                label={limits.max}
                value={field.max ?? ''}
                onChange={(value) => onChange({ max: numberOrUndefined(value) })}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
        {field.type === 'file' ? (
          <Checkbox.Group
            label="Files accepted"
            description="Every kind when none is ticked"
            value={field.accept ?? []}
            onChange={(values) => onChange({ accept: values.filter(isKind) })}
          >
            <Group gap="md" mt={6}>
              {kindOptions.map((kind) => (
                <Checkbox key={kind.value} value={kind.value} label={kind.label} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        {section ? null : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Show only when"
                placeholder="Always shown"
                data={questions.map((other) => ({ value: other.key, label: other.label || other.key }))}
                value={field.showIf?.field ?? null}
                onChange={(value) => onChange({ showIf: value ? { field: value } : undefined })}
                clearable
                disabled={questions.length === 0}
                description={questions.length === 0 ? 'Needs a question above this one' : undefined}
              />
              {field.showIf ? (
                source && choiceTypes.includes(source.type) ? (
                  <Select
                    label="is answered with"
                    placeholder="Any answer"
                    data={(source.options ?? []).filter((option) => option.trim() !== '')}
                    value={field.showIf.equals ?? null}
                    onChange={(value) =>
                      onChange({ showIf: { field: field.showIf?.field ?? '', ...(value ? { equals: value } : {}) } })
                    }
                    clearable
                  />
                ) : (
                  <TextInput
                    label="is answered with"
                    placeholder="Any answer"
                    value={field.showIf.equals ?? ''}
                    onChange={(event) => {
                      const equals = event.currentTarget.value;
                      onChange({ showIf: { field: field.showIf?.field ?? '', ...(equals ? { equals } : {}) } });
                    }}
                  />
                )
              ) : null}
            </SimpleGrid>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Select
                label="Fill in from the profile"
                placeholder="Not filled in"
                data={prefillOptions}
                value={field.prefill ?? null}
                onChange={(value) => {
                  const parsed = PrefillSource.safeParse(value);
                  onChange({ prefill: parsed.success ? parsed.data : undefined });
                }}
                clearable
                style={{ flex: '1 1 14rem' }}
              />
              <Checkbox
                label="Answer required"
                checked={field.required}
                onChange={(event) => onChange({ required: event.currentTarget.checked })}
                mb={8}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
