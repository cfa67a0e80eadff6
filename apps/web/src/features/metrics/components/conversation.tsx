import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type MetricType,
  type MetricUpdateRequest,
  metricLimits,
  NewMetricComment,
  periodLabel,
  type StartupMetrics,
} from '@ventura/shared';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { useAddComment } from '../api.ts';
import { PersonLine } from './person.tsx';

const day = (iso: string) => dayjs(iso).format('D MMM YYYY');
const names = (keys: readonly string[], types: readonly MetricType[]) =>
  keys.map((key) => types.find((type) => type.key === key)?.name ?? key).join(', ');

/** Open requests first, newest first within each. */
const inOrder = (requests: readonly MetricUpdateRequest[]) =>
  [...requests].sort((a, b) => {
    if ((a.answeredAt === null) !== (b.answeredAt === null)) return a.answeredAt === null ? -1 : 1;
    return b.createdAt.localeCompare(a.createdAt);
  });

/** Reviewers' requests for an update: who asked, when, what for, and whether it has been answered. */
export function UpdateRequests({
  requests,
  types,
}: {
  requests: readonly MetricUpdateRequest[];
  types: readonly MetricType[];
}) {
  return (
    <Stack gap="sm">
      <Title order={3}>Update requests</Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          No update has been asked for.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Update requests">
          {inOrder(requests).map((request) => (
            <Paper component="li" key={request.uuid} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <PersonLine person={request.reviewer} extra={day(request.createdAt)} />
                  {request.answeredAt === null ? (
                    <Badge color="orange" variant="light">
                      Open
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Answered {day(request.answeredAt)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.message}
                </Text>
                {request.metrics.length ? (
                  <Text size="sm" c="dimmed">
                    Asked for: {names(request.metrics, types)}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CommentBox({ startupUuid }: { startupUuid: string }) {
  const add = useAddComment();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = { startupUUID: startupUuid, body: body.trim() };
    const problems = schemaFieldErrors(NewMetricComment, comment);
    if (problems.body) {
      setProblem(problems.body);
      return;
    }
    setProblem(null);
    add.mutate(comment, {
      onSuccess: () => {
        setBody('');
        notify.success('Your comment is posted.');
      },
      onError: (error) => setProblem(errorText(error, 'Your comment could not be posted')),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={metricLimits.commentLength}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Post comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The comments on a startup's metrics, oldest first, and a box to add one when the caller may. */
export function CommentThread({ data }: { data: StartupMetrics }) {
  const headingId = useId();
  const comments = [...data.comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Comments
      </Title>
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {comments.map((comment) => {
            const about = [
              comment.metric ? names([comment.metric], data.types) : null,
              comment.period ? periodLabel(comment.period) : null,
            ].filter(Boolean);
            return (
              <Paper component="li" key={comment.uuid} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <PersonLine person={comment.author} extra={day(comment.createdAt)} />
                  {about.length ? (
                    <Text size="xs" c="dimmed">
                      On {about.join(', ')}
                    </Text>
                  ) : null}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {comment.body}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {data.can.comment ? <CommentBox startupUuid={data.startup.uuid} /> : null}
    </Stack>
  );
}
