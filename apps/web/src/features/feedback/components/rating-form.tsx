import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Reaction } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useRateMeeting, useSendFeedback } from '../api.ts';
import { reactionChoices, submitsAtOnce } from '../reactions.ts';

const maxComment = 2000;

/**
 * The feedback form (spec 2 and 4): one button per reaction. Excellent and Loving it send at once;
 * the others reveal a comment box and Submit, which stays disabled without a reaction or while
 * sending. `onSent` runs after the server took it. With a `meetingUuid` it rates that meeting's call
 * (issue 21) and says what went wrong inside the form; otherwise it is the platform feedback.
 */
export function RatingForm({ onSent, meetingUuid = null }: { onSent: () => void; meetingUuid?: string | null }) {
  const platform = useSendFeedback();
  const meeting = useRateMeeting(meetingUuid ?? '');
  const send = { isPending: platform.isPending || meeting.isPending };
  const [reaction, setReaction] = useState<Reaction | null>(null);
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const questionId = useId();

  const submit = async (ratings: Reaction) => {
    const text = comments.trim();
    setFailure(null);
    try {
      if (meetingUuid) await meeting.mutateAsync({ ratings, ...(text ? { comments: text } : {}) });
      else await platform.mutateAsync({ ratings, comments: text });
      notify.success('Thank you for your feedback!');
      onSent();
    } catch (error) {
      if (meetingUuid) setFailure(errorText(error, 'Your rating could not be sent. Please try again.'));
      else notify.error(errorText(error));
    }
  };

  const choose = (value: Reaction) => {
    setReaction(value);
    if (submitsAtOnce(value)) void submit(value);
  };

  const asksComment = reaction !== null && !submitsAtOnce(reaction);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reaction && !send.isPending) void submit(reaction);
      }}
    >
      <Stack gap="md">
        <Text id={questionId}>How has it been? Choose the one that fits best.</Text>
        {failure ? (
          <Alert color="red" role="alert" title="Your rating was not sent">
            {failure}
          </Alert>
        ) : null}
        <Group role="group" aria-labelledby={questionId} gap="xs" justify="center">
          {reactionChoices.map((choice) => {
            const chosen = reaction === choice.value;
            return (
              <Button
                key={choice.value}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                disabled={send.isPending}
                loading={send.isPending && chosen && submitsAtOnce(choice.value)}
                leftSection={<choice.icon size={18} aria-hidden />}
                onClick={() => choose(choice.value)}
              >
                {choice.label}
              </Button>
            );
          })}
        </Group>
        {asksComment ? (
          <>
            <Textarea
              label="Comments"
              description="Optional. What would make it better?"
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value)}
              maxLength={maxComment}
              rows={4}
              disabled={send.isPending}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={reaction === null || send.isPending} loading={send.isPending}>
                Submit
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
