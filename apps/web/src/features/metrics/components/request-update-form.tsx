import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { metricLimits, RequestMetricUpdate, type StartupMetrics } from '@ventura/shared';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { useRequestUpdate } from '../api.ts';
import { visibleTypes } from '../grid.ts';

/** 'Ask for an update': a reviewer tells the startup what they would like reported, and for which metrics. */
export function RequestUpdateForm({ data }: { data: StartupMetrics }) {
  const headingId = useId();
  const request = useRequestUpdate();
  const [message, setMessage] = useState('');
  const [metrics, setMetrics] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const types = visibleTypes(data).filter((type) => !type.retired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { startupUUID: data.startup.uuid, message: message.trim(), metrics };
    const problems = schemaFieldErrors(RequestMetricUpdate, body);
    setFailure(null);
    setProblem(problems.message ?? null);
    if (problems.message) return;
    request.mutate(body, {
      onSuccess: () => {
        notify.success(`${data.startup.name} is asked for an update.`);
        setMessage('');
        setMetrics([]);
      },
      onError: (error) => setFailure(errorText(error, 'Your request could not be sent')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          Ask for an update
        </Title>
        <Textarea
          label="What would you like updated?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={metricLimits.messageLength}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={problem}
        />
        <Checkbox.Group
          label="Which metrics"
          description="Leave all unticked to ask about the metrics in general"
          value={metrics}
          onChange={setMetrics}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {types.map((type) => (
              <Checkbox key={type.key} value={type.key} label={type.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {failure ? (
          <Alert color="red" role="alert" title="Your request was not sent">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            Ask for an update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
