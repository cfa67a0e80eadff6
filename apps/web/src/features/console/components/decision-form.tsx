import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type ConsoleDecision, type ConsoleProfileRow, consoleDecisionLabels, DecisionBody } from '@ventura/shared';
import { useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useDecision } from '../api.ts';

const colors: Record<ConsoleDecision, string> = { approved: 'green', rejected: 'red', limited_access: 'orange' };
const messageField = (path: string) => (path === 'message' ? 'message' : undefined);

/**
 * The decision on a profile, with the words the member reads in the email: a message is optional to
 * approve and needed to reject or give limited access (the shared DecisionBody says so, and the server
 * again; its answer shows on the field).
 */
export function DecisionForm({ row }: { row: ConsoleProfileRow }) {
  const tenant = useTenant();
  const decide = useDecision(row.uuid);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<ConsoleDecision | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // Limited access is a state only tenants with the flag use.
  const decisions: ConsoleDecision[] = tenant.features.limited_access
    ? ['approved', 'limited_access', 'rejected']
    : ['approved', 'rejected'];

  const showError = (text: string) => {
    setError(text);
    field.current?.focus();
  };

  const submit = (decision: ConsoleDecision) => {
    const body: DecisionBody = { decision, ...(message.trim() ? { message: message.trim() } : {}) };
    const problem = schemaFieldErrors(DecisionBody, body, messageField).message;
    if (problem) return showError(problem);
    setError(null);
    setDeciding(decision);
    decide.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setMessage('');
      },
      onError: (failure) => {
        const onField = serverFieldErrors(failure, messageField).message;
        if (onField) showError(onField);
        else notify.error(errorText(failure, 'The decision could not be saved'));
      },
      onSettled: () => setDeciding(null),
    });
  };

  return (
    <Stack gap="sm">
      <Textarea
        ref={field}
        label="Message to the member"
        description="Sent with the decision by email. Needed to reject or give limited access: say what to change."
        autosize
        minRows={3}
        maxRows={8}
        value={message}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
      />
      <Group gap="sm">
        {decisions.map((decision) => (
          <Button
            key={decision}
            color={colors[decision]}
            onClick={() => submit(decision)}
            loading={deciding === decision}
            // The state the profile is in already is no decision to make.
            disabled={row.approvalStatus === decision || (deciding !== null && deciding !== decision)}
          >
            {consoleDecisionLabels[decision]}
          </Button>
        ))}
      </Group>
      {row.approvalStatus === 'approved' ||
      row.approvalStatus === 'rejected' ||
      row.approvalStatus === 'limited_access' ? (
        <Text size="sm" c="dimmed">
          A new decision replaces the current one, and the member is told again.
        </Text>
      ) : null}
    </Stack>
  );
}
