import { Anchor, Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import type { IpRequest } from '@ventura/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../core/notify.ts';
import { useChangeRequest } from '../api.ts';
import { Documents } from './documents.tsx';
import { LicensingPanel } from './licensing-panel.tsx';
import { NoteBox } from './note-box.tsx';
import { RequestForm } from './request-form.tsx';
import { StageActions } from './stage-actions.tsx';
import { KindBadge, StageBadge } from './stage-badge.tsx';
import { Timeline } from './timeline.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function EditButton({ request }: { request: IpRequest }) {
  const [open, setOpen] = useState(false);
  const change = useChangeRequest(request.uuid);
  const phone = useMediaQuery('(max-width: 36em)');
  if (!request.can.edit) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Edit request
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Edit IP request"
        size="xl"
        fullScreen={phone === true}
        styles={{ title: { fontWeight: 700 } }}
      >
        {open ? (
          <RequestForm
            editing={request}
            busy={change.isPending}
            submitLabel="Save changes"
            onCancel={() => setOpen(false)}
            onSubmit={({ request: values }, fail) =>
              change.mutate(
                { title: values.title, description: values.description, inventors: values.inventors ?? [] },
                {
                  onSuccess: () => {
                    notify.success('Your changes are saved.');
                    setOpen(false);
                  },
                  onError: fail,
                },
              )
            }
          />
        ) : null}
      </Modal>
    </>
  );
}

/** One request as the caller may see and work it: its facts, documents, licensing, history and a note. */
export function RequestView({ request, side }: { request: IpRequest; side?: ReactNode }) {
  const aboutId = useId();
  const historyId = useId();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Title>
          <Group gap="xs">
            <StageBadge stage={request.stage} />
            <KindBadge kind={request.kind} />
          </Group>
        </Stack>
        <Group gap="xs">
          <EditButton request={request} />
          <StageActions request={request} />
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby={aboutId}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={aboutId}>
                  About it
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {request.description}
                </Text>
                <Text size="sm" c="dimmed">
                  {request.inventors.length === 0
                    ? 'No inventors or authors named.'
                    : `Inventors or authors: ${request.inventors
                        .map((inventor) => (inventor.email ? `${inventor.name} (${inventor.email})` : inventor.name))
                        .join(', ')}`}
                </Text>
              </Stack>
            </Paper>
            <Documents request={request} />
            <LicensingPanel request={request} />
            <Stack gap="sm" component="section" aria-labelledby={historyId}>
              <Title order={2} size="h4" id={historyId}>
                History and notes
              </Title>
              <Timeline events={request.events} />
              {request.can.note ? <NoteBox request={request} /> : null}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Request details">
            <Stack gap="sm">
              {side}
              <Fact label="Owner">
                {request.owner.url ? (
                  <Anchor component={Link} to={request.owner.url} size="sm">
                    {request.owner.name}
                  </Anchor>
                ) : (
                  request.owner.name
                )}
              </Fact>
              <Fact label="Filed by">{request.requester}</Fact>
              <Fact label="Facilitator">{request.facilitator?.name ?? 'Not assigned yet'}</Fact>
              {request.applicationNumber ? <Fact label="Application number">{request.applicationNumber}</Fact> : null}
              {request.filedOn ? <Fact label="Filed on">{request.filedOn}</Fact> : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
