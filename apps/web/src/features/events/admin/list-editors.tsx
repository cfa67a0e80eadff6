import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { EventFile } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { uploadEventFile } from '../api.ts';
import {
  type AgendaDraft,
  draftId,
  type QuestionDraft,
  type QuestionType,
  questionTypeLabels,
  questionTypes,
  type SpeakerDraft,
} from './event-form.ts';

type ListProps<T> = { items: T[]; onChange: (items: T[]) => void; error?: string | undefined };

const replace = <T extends { id: string }>(items: T[], id: string, changes: Partial<T>) =>
  items.map((item) => (item.id === id ? { ...item, ...changes } : item));

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

function ListError({ error }: { error: string | undefined }) {
  return error ? (
    <Text size="sm" c="red" role="alert">
      {error}
    </Text>
  ) : null;
}

export function AgendaEditor({ items, onChange, error }: ListProps<AgendaDraft>) {
  return (
    <Stack gap="sm">
      {items.map((item, index) => (
        <Paper key={item.id} withBorder p="sm" radius="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={`Item ${index + 1} time`}
              type="time"
              w={130}
              value={item.time}
              onChange={(change) => onChange(replace(items, item.id, { time: change.currentTarget.value }))}
            />
            <TextInput
              label={`Item ${index + 1} title`}
              style={{ flex: '1 1 14rem' }}
              maxLength={200}
              value={item.title}
              onChange={(change) => onChange(replace(items, item.id, { title: change.currentTarget.value }))}
            />
            <RemoveButton
              label={`Remove agenda item ${index + 1}`}
              onClick={() => onChange(items.filter((each) => each.id !== item.id))}
            />
          </Group>
          <TextInput
            mt="xs"
            label={`Item ${index + 1} description`}
            maxLength={1000}
            value={item.description}
            onChange={(change) => onChange(replace(items, item.id, { description: change.currentTarget.value }))}
          />
        </Paper>
      ))}
      <ListError error={error} />
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...items, { id: draftId(), time: '', title: '', description: '' }])}
        disabled={items.length >= 50}
      >
        Add agenda item
      </Button>
    </Stack>
  );
}

export function SpeakersEditor({ items, onChange, error }: ListProps<SpeakerDraft>) {
  return (
    <Stack gap="sm">
      {items.map((speaker, index) => (
        <Paper key={speaker.id} withBorder p="sm" radius="md">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={`Speaker ${index + 1} name`}
                maxLength={120}
                value={speaker.name}
                onChange={(change) => onChange(replace(items, speaker.id, { name: change.currentTarget.value }))}
              />
              <TextInput
                label={`Speaker ${index + 1} title`}
                maxLength={160}
                value={speaker.title}
                onChange={(change) => onChange(replace(items, speaker.id, { title: change.currentTarget.value }))}
              />
            </SimpleGrid>
            <RemoveButton
              label={`Remove speaker ${index + 1}`}
              onClick={() => onChange(items.filter((each) => each.id !== speaker.id))}
            />
          </Group>
          <Textarea
            mt="xs"
            label={`Speaker ${index + 1} bio`}
            autosize
            minRows={2}
            maxLength={1000}
            value={speaker.bio}
            onChange={(change) => onChange(replace(items, speaker.id, { bio: change.currentTarget.value }))}
          />
        </Paper>
      ))}
      <ListError error={error} />
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...items, { id: draftId(), name: '', title: '', bio: '' }])}
        disabled={items.length >= 30}
      >
        Add speaker
      </Button>
    </Stack>
  );
}

export function QuestionsEditor({ items, onChange, error }: ListProps<QuestionDraft>) {
  return (
    <Stack gap="sm">
      {items.map((question, index) => {
        const types: QuestionType[] = questionTypes.some((type) => type === question.type)
          ? [...questionTypes]
          : [...questionTypes, question.type];
        return (
          <Paper key={question.id} withBorder p="sm" radius="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={`Question ${index + 1}`}
                style={{ flex: '1 1 14rem' }}
                maxLength={200}
                value={question.label}
                onChange={(change) => onChange(replace(items, question.id, { label: change.currentTarget.value }))}
              />
              <Select
                label={`Question ${index + 1} answer type`}
                w={200}
                allowDeselect={false}
                data={types.map((type) => ({ value: type, label: questionTypeLabels[type] ?? type }))}
                value={question.type}
                onChange={(type) => {
                  const next = types.find((each) => each === type);
                  if (next) onChange(replace(items, question.id, { type: next }));
                }}
              />
              <Checkbox
                label="Required"
                aria-label={`Question ${index + 1} required`}
                checked={question.required}
                onChange={(change) => onChange(replace(items, question.id, { required: change.currentTarget.checked }))}
                mb={8}
              />
              <RemoveButton
                label={`Remove question ${index + 1}`}
                onClick={() => onChange(items.filter((each) => each.id !== question.id))}
              />
            </Group>
            {question.type === 'choice' || question.type === 'multi_choice' ? (
              <Textarea
                mt="xs"
                label={`Question ${index + 1} options (one per line)`}
                autosize
                minRows={2}
                value={question.options}
                onChange={(change) => onChange(replace(items, question.id, { options: change.currentTarget.value }))}
              />
            ) : null}
          </Paper>
        );
      })}
      <ListError error={error} />
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange([...items, { id: draftId(), label: '', type: 'short_text', required: false, options: '' }])
        }
        disabled={items.length >= 30}
      >
        Add question
      </Button>
    </Stack>
  );
}

export function FilesEditor({
  items,
  onChange,
  error,
}: {
  items: EventFile[];
  onChange: (files: EventFile[]) => void;
  error?: string | undefined;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    uploadEventFile(file)
      .then((uploaded) => onChange([...items, uploaded]))
      .catch((failure: unknown) => setProblem(errorText(failure, 'The file could not be uploaded')))
      .finally(() => setUploading(false));
  };
  return (
    <Stack gap="sm">
      {items.map((file) => (
        <Group key={file.key} gap="xs" wrap="nowrap">
          <Text size="sm" truncate style={{ flex: 1 }}>
            {file.name}
          </Text>
          <RemoveButton
            label={`Remove ${file.name}`}
            onClick={() => onChange(items.filter((each) => each.key !== file.key))}
          />
        </Group>
      ))}
      <ListError error={problem ?? error} />
      <FileButton onChange={upload} accept="application/pdf,image/png,image/jpeg,image/webp">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={uploading}
            disabled={items.length >= 10}
            style={{ alignSelf: 'flex-start' }}
          >
            Upload a file
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        PDF or image, up to 10 MB.
      </Text>
    </Stack>
  );
}
