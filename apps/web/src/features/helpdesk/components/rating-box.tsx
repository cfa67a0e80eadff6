import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { helpdeskLimits, type Ticket } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useRate } from '../api.ts';

/** The member's rating once the ticket is resolved or closed: asked for once, then shown. */
export function RatingBox({ ticket }: { ticket: Ticket }) {
  const rate = useRate(ticket.uuid);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();

  if (ticket.rating !== null) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Rating">
        <Group gap="sm">
          <Text size="sm" fw={500}>
            Rating
          </Text>
          <Rating value={ticket.rating} readOnly aria-label={`${ticket.rating} of 5 stars`} />
        </Group>
        {ticket.ratingComment ? (
          <Text size="sm" c="dimmed" mt={4}>
            {ticket.ratingComment}
          </Text>
        ) : null}
      </Paper>
    );
  }
  if (!ticket.can.rate) return null;

  const send = () => {
    setProblem(null);
    if (stars < 1) {
      setProblem('Choose 1 to 5 stars');
      return;
    }
    rate.mutate(
      { rating: stars, comment },
      {
        onSuccess: () => notify.success('Thank you for rating the help.'),
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The rating could not be sent'))),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={labelId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={labelId}>
          How did we do?
        </Title>
        <Rating
          value={stars}
          onChange={setStars}
          size="lg"
          aria-label="Rating, 1 to 5 stars"
          getSymbolLabel={(value) => (value === 1 ? '1 star' : `${value} stars`)}
        />
        <Textarea
          label="Comment (optional)"
          autosize
          minRows={2}
          maxLength={helpdeskLimits.ratingCommentLength}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={problem}
        />
        <Group>
          <Button onClick={send} loading={rate.isPending}>
            Send rating
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
