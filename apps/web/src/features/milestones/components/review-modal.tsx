import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Milestone, milestoneLimits, type ReviewDecision } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useReviewMilestone } from '../api.ts';

/** Confirm a completed milestone's evidence, or send it back with a note saying what is missing. */
export function ReviewModal({ milestone, onClose }: { milestone: Milestone | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={milestone !== null} onClose={onClose} title="Review milestone" size="lg" fullScreen={phone === true}>
      {milestone ? <ReviewForm milestone={milestone} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReviewForm({ milestone, onDone }: { milestone: Milestone; onDone: () => void }) {
  const review = useReviewMilestone();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = (decision: ReviewDecision) => {
    setFailure(null);
    setNoteError(null);
    if (decision === 'send_back' && note.trim() === '') {
      setNoteError('Tell the startup what is missing');
      return;
    }
    review.mutate(
      { uuid: milestone.uuid, body: { decision, note } },
      {
        onSuccess: () => {
          notify.success(decision === 'confirm' ? `“${milestone.title}” confirmed` : `“${milestone.title}” sent back`);
          onDone();
        },
        onError: (error) => setFailure(withoutFieldPath(errorText(error, 'The review could not be saved'))),
      },
    );
  };

  return (
    <Stack gap="md" role="form" aria-label="Review milestone">
      <Text size="sm">
        {milestone.startup.name}: “{milestone.title}”. Check the evidence on the milestone, then confirm it or send it
        back.
      </Text>
      <Textarea
        label="Note to the startup"
        description="Needed when you send it back; optional when you confirm."
        autosize
        minRows={3}
        maxLength={milestoneLimits.noteLength}
        value={note}
        error={noteError}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={review.isPending && review.variables?.body.decision === 'send_back'}
          onClick={() => decide('send_back')}
        >
          Send back
        </Button>
        <Button
          loading={review.isPending && review.variables?.body.decision === 'confirm'}
          onClick={() => decide('confirm')}
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
