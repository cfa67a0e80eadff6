import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type IpRequest, type IpStage, IpStageChange, ipLimits, ipStageLabels } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useMoveStage } from '../api.ts';

const actionLabel = (stage: IpStage) =>
  stage === 'withdrawn' ? 'Withdraw request' : `Move to ${ipStageLabels[stage]}`;

type Fields = 'note' | 'applicationNumber' | 'filedOn';
const fieldOf = (path: string): Fields | undefined =>
  path === 'note' || path === 'applicationNumber' || path === 'filedOn' ? path : undefined;

function MoveForm({ request, stage, onDone }: { request: IpRequest; stage: IpStage; onDone: () => void }) {
  const move = useMoveStage(request.uuid);
  const [note, setNote] = useState('');
  const [applicationNumber, setApplicationNumber] = useState('');
  const [filedOn, setFiledOn] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const filing = stage === 'filed';

  const submit = () => {
    setFailure(null);
    const body = { stage, note, ...(filing ? { applicationNumber, filedOn } : {}) };
    const problems = schemaFieldErrors(IpStageChange, body, fieldOf);
    setErrors(problems);
    if (hasErrors(problems)) return;
    move.mutate(body, {
      onSuccess: (saved) => {
        notify.success(`The request is ${ipStageLabels[saved.stage].toLowerCase()} now.`);
        onDone();
      },
      onError: (error) => {
        const onFields = serverFieldErrors(error, fieldOf);
        if (hasErrors(onFields)) setErrors(onFields);
        else setFailure(errorText(error, 'The request could not be moved'));
      },
    });
  };

  return (
    <form
      aria-label={actionLabel(stage)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {filing ? (
          <Group grow align="flex-start">
            <TextInput
              label="Application number"
              withAsterisk
              maxLength={ipLimits.applicationNumberLength}
              value={applicationNumber}
              onChange={(event) => setApplicationNumber(event.currentTarget.value)}
              error={errors.applicationNumber}
            />
            <TextInput
              label="Filed on"
              type="date"
              withAsterisk
              value={filedOn}
              onChange={(event) => setFiledOn(event.currentTarget.value)}
              error={errors.filedOn}
            />
          </Group>
        ) : null}
        <Textarea
          label={stage === 'needs_information' ? 'What is needed' : 'Note (optional)'}
          description={request.viewer === 'owner' ? undefined : 'The owner sees this note.'}
          autosize
          minRows={3}
          maxLength={ipLimits.noteLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={move.isPending}
            color={stage === 'withdrawn' || stage === 'refused' ? 'red.8' : undefined}
          >
            {actionLabel(stage)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The moves the caller may make now, each asking for a note (and filing, for the office's number and date). */
export function StageActions({ request }: { request: IpRequest }) {
  const [moving, setMoving] = useState<IpStage | null>(null);
  if (request.can.moves.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {request.can.moves.map((stage) => (
          <Button
            key={stage}
            size="sm"
            variant={stage === 'withdrawn' || stage === 'refused' ? 'default' : 'filled'}
            onClick={() => setMoving(stage)}
          >
            {actionLabel(stage)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={moving !== null}
        onClose={() => setMoving(null)}
        title={moving ? actionLabel(moving) : ''}
        size="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        {moving ? <MoveForm request={request} stage={moving} onDone={() => setMoving(null)} /> : null}
      </Modal>
    </>
  );
}
