import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MoveApplications,
  programApplicationStatusLabels,
  programLimits,
  programStageLabels,
  programStages,
} from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { useMoveApplications } from './api.ts';

export type MoveTarget = MoveApplications['to'];

export const moveTargets: ReadonlyArray<{ value: MoveTarget; label: string }> = [
  ...programStages.map((stage) => ({ value: stage, label: `${programStageLabels[stage]} stage` })),
  { value: 'selected', label: programApplicationStatusLabels.selected },
  { value: 'rejected', label: programApplicationStatusLabels.rejected },
];
const isTarget = (value: string | null): value is MoveTarget => moveTargets.some((target) => target.value === value);
const targetLabel = (to: MoveTarget) => moveTargets.find((target) => target.value === to)?.label ?? to;

const applications = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

type Props = {
  programUuid: string;
  /** The applications chosen, in the list's order. */
  chosen: ReadonlyArray<{ uuid: string; name: string }>;
  onDone: () => void;
  /** Beside the controls: a way to clear the selection, in the list's bar. */
  onClear?: () => void;
};

/**
 * Moves the applications chosen to a stage, or selects or rejects them, with an optional message each
 * applicant receives with the decision. Rejecting asks for a confirmation first: every applicant is told.
 */
export function MoveApplicationsControl({ programUuid, chosen, onDone, onClear }: Props) {
  const id = useId();
  const move = useMoveApplications(programUuid);
  const [to, setTo] = useState<MoveTarget | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = (target: MoveTarget) => {
    const body: MoveApplications = {
      applicationUuids: chosen.map((row) => row.uuid),
      to: target,
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const problems = schemaFieldErrors(MoveApplications, body);
    const problem = Object.values(problems)[0];
    if (problem) {
      setError(problem);
      return;
    }
    move.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message || `${applications(chosen.length)} moved to ${targetLabel(target)}`);
        setTo(null);
        setMessage('');
        onDone();
      },
      onError: (failure) => notify.error(errorText(failure, 'The applications could not be moved')),
    });
  };

  const submit = () => {
    if (!to) {
      setError('Choose where to move them');
      return;
    }
    setError(undefined);
    if (to !== 'rejected') {
      send(to);
      return;
    }
    modals.openConfirmModal({
      title: `Reject ${applications(chosen.length)}?`,
      children: (
        <Text size="sm">
          Each applicant is told their application was not selected
          {message.trim() ? ', with your message' : ''}. This cannot be undone from here.
        </Text>
      ),
      labels: { confirm: 'Reject', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send('rejected'),
    });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          id={`${id}-to`}
          label="Move to"
          placeholder="Choose a stage or a decision"
          data={moveTargets.map((target) => ({ ...target }))}
          value={to}
          onChange={(value) => {
            setTo(isTarget(value) ? value : null);
            setError(undefined);
          }}
          error={error}
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={submit} loading={move.isPending} color={to === 'rejected' ? 'red' : undefined}>
          {to === 'rejected' ? 'Reject' : 'Move'} {applications(chosen.length)}
        </Button>
        {onClear ? (
          <Button variant="default" onClick={onClear} disabled={move.isPending}>
            Clear selection
          </Button>
        ) : null}
      </Group>
      <Textarea
        label="Message to the applicants (optional)"
        description={`Sent with the decision. ${message.length}/${programLimits.commentLength} characters`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={programLimits.commentLength}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Stack>
  );
}

/** The bar over the list once applications are chosen. */
export function BulkMoveBar(props: Props) {
  if (props.chosen.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label="Selected applications">
      <Stack gap="xs">
        <Text fw={600}>{applications(props.chosen.length)} selected</Text>
        <MoveApplicationsControl {...props} />
      </Stack>
    </Paper>
  );
}
