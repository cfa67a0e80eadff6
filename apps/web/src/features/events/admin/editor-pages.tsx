import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Event } from '@ventura/shared';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { eventQuery, useCancelEvent } from '../api.ts';
import { statusLabels } from '../labels.ts';
import { eventPaths } from '../paths.ts';
import { AdminFrame } from './admin-frame.tsx';
import { EventEditor } from './event-editor.tsx';

const back = (
  <Anchor component={Link} to={eventPaths.admin} size="sm">
    All events
  </Anchor>
);

/** /admin/events/new. */
export function NewEventPage() {
  return (
    <AdminFrame title="New event" actions={back}>
      <EventEditor />
    </AdminFrame>
  );
}

function CancelEvent({ event }: { event: Event }) {
  const [opened, dialog] = useDisclosure(false);
  const cancel = useCancelEvent();
  const confirm = () =>
    cancel.mutate(event.uuid, {
      onSuccess: () => {
        dialog.close();
        notify.success(`${event.title} is cancelled; its registrants are told`);
      },
      onError: (error) => notify.error(errorText(error, 'The event could not be cancelled')),
    });
  return (
    <>
      <Button color="red" variant="light" onClick={dialog.open}>
        Cancel event
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Cancel this event?">
        <Stack gap="md">
          <Text>{event.title} will be cancelled and everyone registered will be told. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Keep the event
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Yes, cancel the event
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** /admin/events/:uuid: the editor of one event, its registrations, its public page's preview, and cancelling. */
export function EditEventPage() {
  const { uuid = '' } = useParams();
  const event = useQuery(eventQuery(uuid));
  return (
    <AdminFrame title={event.data?.title ?? 'Event'} actions={back}>
      <QueryView query={event} errorTitle="The event could not be loaded" loadingHeight={480}>
        {(data) => (
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Badge color={statusLabels[data.status].color} variant="light" size="lg">
                {statusLabels[data.status].label}
              </Badge>
              <Button
                component={Link}
                to={eventPaths.adminRegistrations(data.uuid)}
                variant="default"
                leftSection={<IconUsers size={16} aria-hidden />}
              >
                Registrations ({data.attendingCount} attending)
              </Button>
              <Button
                component={Link}
                to={eventPaths.registerPreview(data.uuid)}
                variant="default"
                leftSection={<IconEye size={16} aria-hidden />}
              >
                Preview registration page
              </Button>
              {data.status !== 'cancelled' ? <CancelEvent event={data} /> : null}
            </Group>
            {data.status === 'cancelled' ? (
              <Alert color="red" title="This event is cancelled">
                A cancelled event cannot be edited.
              </Alert>
            ) : null}
            <EventEditor key={data.uuid} event={data} />
          </Stack>
        )}
      </QueryView>
    </AdminFrame>
  );
}
