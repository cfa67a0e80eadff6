import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconClockEdit, IconVideo, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import { SlotPicker } from '../../../ui/slot-picker.tsx';
import { viewerTimeZone } from '../../../ui/zones.ts';
import { downloadMeetingIcs, type MeetingAction, meetingKeys, slotsQuery, useMeetingAction } from '../api.ts';
import { meetingPaths } from '../paths.ts';
import { hostProfileUuid } from '../present.ts';

type Props = {
  meeting: Meeting;
  /** The meeting's page adds 'Add to calendar'; lists keep to the answers. */
  withCalendarFile?: boolean;
  size?: 'xs' | 'sm';
};

type Open = 'decline' | 'cancel' | 'propose' | null;

const done: Record<MeetingAction['kind'], string> = {
  accept: 'Meeting accepted',
  decline: 'Meeting declined',
  cancel: 'Meeting cancelled',
  propose: 'Your proposal was sent',
};

/**
 * What the caller may do with a meeting, as the server says (`can`): accept, decline (with an optional reason),
 * propose another of the host's free times, cancel, join the call, and download the calendar file.
 */
export function MeetingActions({ meeting, withCalendarFile = false, size = 'sm' }: Props) {
  const action = useMeetingAction();
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState(false);
  const { can } = meeting;
  const icsShown = withCalendarFile && meeting.status === 'scheduled';
  if (!can.accept && !can.decline && !can.propose && !can.cancel && !can.join && !icsShown) return null;

  const run = (next: MeetingAction, onDone?: () => void) =>
    action.mutate(
      { uuid: meeting.uuid, action: next },
      {
        onSuccess: () => {
          notify.success(done[next.kind]);
          onDone?.();
        },
        onError: (error) => {
          if (next.kind !== 'propose') notify.error(errorText(error, 'The meeting could not be updated'));
        },
      },
    );
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMeetingIcs(meeting.uuid);
    } catch (error) {
      notify.error(errorText(error, 'The calendar file could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Group gap="xs">
        {can.join && meeting.call.kind === 'external' ? (
          <Button
            size={size}
            color="green"
            leftSection={<IconVideo size={16} aria-hidden />}
            component="a"
            href={meeting.call.url}
            target="_blank"
            rel="noreferrer"
          >
            Join call
          </Button>
        ) : null}
        {can.join && meeting.call.kind === 'built_in' ? (
          <Button
            size={size}
            color="green"
            leftSection={<IconVideo size={16} aria-hidden />}
            component={Link}
            to={meetingPaths.call(meeting.uuid)}
          >
            Join call
          </Button>
        ) : null}
        {can.accept ? (
          <Button
            size={size}
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => run({ kind: 'accept' })}
            loading={action.isPending && action.variables?.action.kind === 'accept'}
            disabled={action.isPending}
          >
            Accept
          </Button>
        ) : null}
        {can.decline ? (
          <Button size={size} variant="default" onClick={() => setOpen('decline')} disabled={action.isPending}>
            Decline
          </Button>
        ) : null}
        {can.propose ? (
          <Button
            size={size}
            variant="default"
            leftSection={<IconClockEdit size={16} aria-hidden />}
            onClick={() => setOpen('propose')}
            disabled={action.isPending}
          >
            Propose another time
          </Button>
        ) : null}
        {icsShown ? (
          <Button
            size={size}
            variant="default"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => void download()}
            loading={downloading}
          >
            Add to calendar
          </Button>
        ) : null}
        {can.cancel ? (
          <Button
            size={size}
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setOpen('cancel')}
            disabled={action.isPending}
          >
            Cancel meeting
          </Button>
        ) : null}
      </Group>
      {open === 'decline' || open === 'cancel' ? (
        <ReasonModal
          kind={open}
          busy={action.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(reason) => run({ kind: open, body: reason ? { reason } : {} }, () => setOpen(null))}
        />
      ) : null}
      {open === 'propose' ? <ProposeModal meeting={meeting} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ReasonModal({
  kind,
  busy,
  onClose,
  onSubmit,
}: {
  kind: 'decline' | 'cancel';
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const title = kind === 'decline' ? 'Decline the meeting' : 'Cancel the meeting';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason.trim());
        }}
      >
        <Stack>
          <Textarea
            label="Reason (optional)"
            description="The other side sees it."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {kind === 'decline' ? 'Confirm decline' : 'Confirm cancel'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Propose another time: one of the host's free slots (the host is the attendee of the original request). */
function ProposeModal({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) {
  const user = useSessionUser();
  const action = useMeetingAction();
  const zone = viewerTimeZone();
  const host = hostProfileUuid(meeting, user?.uuid ?? null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const submit = () => {
    if (!startsAt) {
      setProblem('Choose a time first');
      return;
    }
    setProblem(null);
    action.mutate(
      {
        uuid: meeting.uuid,
        action: { kind: 'propose', body: { startsAt, timeZone: zone, ...(note.trim() ? { note: note.trim() } : {}) } },
      },
      {
        onSuccess: () => {
          notify.success(done.propose);
          onClose();
        },
        onError: (error) => {
          setProblem(errorText(error, 'The proposal could not be sent'));
          if (error instanceof ApiError && error.status === 409) {
            setStartsAt(null);
            void queryClient.invalidateQueries({ queryKey: meetingKeys.slotsAll });
          }
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Propose another time" size="lg">
      <Stack>
        {host ? (
          <SlotPicker
            slotsOf={(from, to) => slotsQuery(host, from, to)}
            viewerZone={zone}
            value={startsAt}
            onChange={setStartsAt}
          />
        ) : (
          <Alert color="yellow">Their free times cannot be shown.</Alert>
        )}
        <Textarea
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button onClick={submit} loading={action.isPending}>
            Send proposal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
