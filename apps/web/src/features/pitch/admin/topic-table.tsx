import { Table, Text } from '@mantine/core';
import { type PitchKind, type PitchTopic, pitchKindLabels } from '@ventura/shared';
import { useState } from 'react';
import { RowActions } from '../../../ui/row-actions.tsx';
import { EditTopicModal } from './edit-topic-modal.tsx';
import { RemoveTopicModal } from './remove-topic-modal.tsx';
import { clockOf, durationWords } from './topic-form.ts';

type Props = { kind: PitchKind; topics: PitchTopic[] };

/** One kind's topics in the order founders record them, each edited or removed in a dialog. */
export function TopicTable({ kind, topics }: Props) {
  const [editing, setEditing] = useState<PitchTopic | null>(null);
  const [removing, setRemoving] = useState<PitchTopic | null>(null);
  const label = pitchKindLabels[kind];

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            {topics.length} {topics.length === 1 ? 'topic' : 'topics'} of the {label.toLowerCase()}, in the order
            founders record them
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48}>
                #
              </Table.Th>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Prompt</Table.Th>
              <Table.Th scope="col">Suggested length</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {topics.map((topic, index) => (
              <Table.Tr key={topic.id}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {index + 1}
                  </Text>
                </Table.Td>
                <Table.Th scope="row" fw={500}>
                  {topic.title}
                </Table.Th>
                <Table.Td>
                  {topic.prompt ? (
                    <Text size="sm">{topic.prompt}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No prompt
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" component="span" title={durationWords(topic.seconds)}>
                    <time dateTime={`PT${topic.seconds}S`}>{clockOf(topic.seconds)}</time>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={topic.title}
                    onEdit={() => setEditing(topic)}
                    onRemove={() => setRemoving(topic)}
                    removeWord="Remove"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing ? <EditTopicModal topic={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <RemoveTopicModal topic={removing} kind={kind} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
