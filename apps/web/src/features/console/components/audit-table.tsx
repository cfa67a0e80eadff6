import { Anchor, Button, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { AuditEntry } from '@ventura/shared';
import { Fragment, useId, useState } from 'react';
import { asJson, auditNote, detailParts } from '../audit.ts';
import { formatMoment } from '../format.ts';
import { actionLabel } from '../labels.ts';

const columns = 6;

function Part({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === undefined ? '—' : asJson(value)}
      </Code>
    </Stack>
  );
}

/** An entry's detail: the words that came with it, what it was before and after, and anything else it holds. */
function Detail({ entry }: { entry: AuditEntry }) {
  const note = auditNote(entry.detail);
  const { before, after, rest } = detailParts(entry.detail);
  return (
    <Stack gap="sm" py="xs">
      {note ? <Text size="sm">“{note}”</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: rest ? 3 : 2 }} spacing="md">
        <Part title="Before" value={before} />
        <Part title="After" value={after} />
        {rest ? <Part title="Other detail" value={rest} /> : null}
      </SimpleGrid>
    </Stack>
  );
}

function Row({ entry, onActor }: { entry: AuditEntry; onActor: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <Text size="sm">{formatMoment(entry.at)}</Text>
        </Table.Td>
        <Table.Td>
          {entry.actor ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => entry.actor && onActor(entry.actor.id)}
              aria-label={`${entry.actor.name}: show only their actions`}
            >
              {entry.actor.name}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              The platform
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm">{actionLabel(entry.action)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {entry.action}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{entry.subjectType}</Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {entry.subjectId}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace">
            {entry.ip ?? '—'}
          </Text>
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailId}
            leftSection={open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          >
            Details
          </Button>
        </Table.Td>
      </Table.Tr>
      <Table.Tr id={detailId} hidden={!open}>
        <Table.Td colSpan={columns}>{open ? <Detail entry={entry} /> : null}</Table.Td>
      </Table.Tr>
    </Fragment>
  );
}

/** A page of the audit log, newest first; each entry's before and after open below it. */
export function AuditTable({ entries, onActor }: { entries: readonly AuditEntry[]; onActor: (id: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Audit log" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Subject</Table.Th>
            <Table.Th scope="col">IP address</Table.Th>
            <Table.Th scope="col">Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Row key={entry.id} entry={entry} onActor={onActor} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
