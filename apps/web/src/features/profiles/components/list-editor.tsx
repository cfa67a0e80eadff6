import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ListDef, OwnProfile, ProfileListItem } from '@ventura/shared';
import { useId, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useListItems } from '../api.ts';
import { addLabel, fullText, itemSummary } from '../item-summary.ts';
import { ItemForm } from './item-form.tsx';

type Props = { list: ListDef; profile: OwnProfile; profileUuid: string };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const textsOf = (list: ListDef) => ({
  added: `${capitalised(list.item)} added`,
  updated: `${capitalised(list.item)} updated`,
  removed: `${capitalised(list.item)} removed`,
  failed: `Error while saving ${list.item}!`,
  removeFailed: `Error while removing ${list.item}!`,
});

type Items = ReturnType<typeof useListItems>;

function ItemCard({ list, item, items }: { list: ListDef; item: ProfileListItem; items: Items }) {
  const [editing, setEditing] = useState(false);
  const summary = itemSummary(list, item.values);
  const texts = textsOf(list);
  const name = summary.title || capitalised(list.item);

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `Remove ${name}?`,
      children: <Text size="sm">{`${name} will no longer show among your ${list.title.toLowerCase()}.`}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        items.remove.mutate(item.id, {
          onSuccess: () => notify.success(texts.removed),
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 403))
              notify.error(errorText(error, texts.removeFailed));
          },
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="md">
      {editing ? (
        <Stack gap="sm">
          <Text fw={600}>Edit {name}</Text>
          <ItemForm
            list={list}
            item={item}
            save={{
              mutate: (body, options) => items.change.mutate({ id: item.id, body }, options),
              isPending: items.change.isPending,
            }}
            submitLabel="Save"
            savedText={texts.updated}
            failedText={texts.failed}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
            label={`Edit ${name}`}
          />
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {summary.title}
            </Text>
            {summary.subtitle ? (
              <Text size="sm" c="dimmed">
                {summary.subtitle}
              </Text>
            ) : null}
            {summary.details.map((detail) => (
              <Text key={detail.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={500}>
                  {detail.label}:
                </Text>{' '}
                {detail.value}
              </Text>
            ))}
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirmRemove}
              loading={items.remove.isPending && items.remove.variables === item.id}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

/**
 * A list of the profile (founders, advisory board, ongoing commitments): its items as cards, each
 * changed in place or removed after a confirmation, and a form that adds one while there is room.
 */
export function ListEditor({ list, profile, profileUuid }: Props) {
  const headingId = useId();
  const items = useListItems(profileUuid, list.api);
  const saved = profile.lists[list.key] ?? [];
  const [adding, setAdding] = useState(saved.length === 0);
  const full = saved.length >= list.maxItems;
  const texts = textsOf(list);
  const needed = Math.max(0, list.minItems - saved.length);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {list.title}
          </Title>
          <Text size="sm" c="dimmed">
            {saved.length} of at most {list.maxItems}
            {list.minItems > 0 ? `; a complete profile lists at least ${list.minItems}` : ''}.
          </Text>
        </Stack>
        {needed > 0 && saved.length > 0 ? (
          <Alert
            variant="light"
            color="yellow"
          >{`Add ${needed} more ${list.item}${needed === 1 ? '' : 's'} to complete your profile.`}</Alert>
        ) : null}
        {saved.length === 0 ? (
          <Text c="dimmed">{`No ${list.title.toLowerCase()} yet.`}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={list.title}>
            {saved.map((item) => (
              <ItemCard key={item.id} list={list} item={item} items={items} />
            ))}
          </Stack>
        )}
        {full ? (
          <Text size="sm" c="dimmed">
            {fullText(list)}
          </Text>
        ) : adding ? (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
            <Stack gap="sm">
              <Title order={3} size="h5">
                {`New ${list.item}`}
              </Title>
              <ItemForm
                list={list}
                item={null}
                save={{ mutate: (body, options) => items.add.mutate(body, options), isPending: items.add.isPending }}
                submitLabel={addLabel(list)}
                savedText={texts.added}
                failedText={texts.failed}
                onDone={() => setAdding(false)}
                onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
                label={`New ${list.item}`}
              />
            </Stack>
          </Paper>
        ) : (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {addLabel(list)}
            </Button>
          </Group>
        )}
        {list.minItems === 0 && saved.length === 0 ? (
          <Text size="xs" c="dimmed">
            This list is optional.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
