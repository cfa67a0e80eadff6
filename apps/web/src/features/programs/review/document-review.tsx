import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { DocumentDecisionInput, type ProgramDocument, programStageLabels } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { documentStatusInfo, FileLine } from '../../../ui/document-file.tsx';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { useDocumentDecision } from './api.ts';
import { formatMoment } from './format.ts';

/** One document an application owes: its file, its state, and Accept or Send back (with the reason). */
function DocumentItem({ applicationUuid, document }: { applicationUuid: string; document: ProgramDocument }) {
  const decide = useDocumentDecision(applicationUuid);
  const [sendingBack, setSendingBack] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const status = documentStatusInfo[document.status];
  const canDecide = document.file !== null && document.status !== 'pending';

  const send = (body: DocumentDecisionInput) => {
    const problems = schemaFieldErrors(DocumentDecisionInput, body);
    if (problems.reason ?? problems.status) {
      setError(problems.reason ?? problems.status);
      return;
    }
    decide.mutate(
      { uuid: document.uuid, body },
      {
        onSuccess: () => {
          notify.success(body.status === 'accepted' ? `${document.title} accepted` : `${document.title} sent back`);
          setSendingBack(false);
          setReason('');
        },
        onError: (failure) => notify.error(errorText(failure, 'The document could not be updated')),
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm">
              {document.title}
              {document.required ? '' : ' (optional)'}
            </Text>
            <Text size="xs" c="dimmed">
              {programStageLabels[document.stage]} stage
            </Text>
          </Stack>
          <Badge color={status.color}>{status.label}</Badge>
        </Group>
        {document.file ? <FileLine file={document.file} when={formatMoment(document.file.uploadedAt)} /> : null}
        {document.status === 'rejected' && document.reason ? <Text size="sm">Sent back: {document.reason}</Text> : null}
        {canDecide && !sendingBack ? (
          <Group gap="xs">
            {document.status !== 'accepted' ? (
              <Button
                size="compact-sm"
                color="green"
                variant="light"
                loading={decide.isPending}
                onClick={() => send({ status: 'accepted' })}
                aria-label={`Accept ${document.title}`}
              >
                Accept
              </Button>
            ) : null}
            {document.status !== 'rejected' ? (
              <Button
                size="compact-sm"
                color="red"
                variant="subtle"
                onClick={() => setSendingBack(true)}
                aria-label={`Send back ${document.title}`}
              >
                Send back
              </Button>
            ) : null}
          </Group>
        ) : null}
        {sendingBack ? (
          <Stack gap="xs">
            <Textarea
              label={`Why is ${document.title} sent back?`}
              description="The applicant reads this and sends the document again."
              withAsterisk
              autosize
              minRows={2}
              maxLength={1000}
              value={reason}
              error={error}
              data-autofocus
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <Group gap="xs" justify="flex-end">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setSendingBack(false);
                  setError(undefined);
                }}
              >
                Cancel
              </Button>
              <Button
                size="compact-sm"
                color="red"
                loading={decide.isPending}
                onClick={() => send({ status: 'rejected', reason: reason.trim() })}
              >
                Send back
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The documents the program asks of this application, stage by stage. */
export function DocumentReview({
  applicationUuid,
  documents,
}: {
  applicationUuid: string;
  documents: readonly ProgramDocument[];
}) {
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents are asked of this application yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Documents">
      {documents.map((document) => (
        <DocumentItem key={document.uuid} applicationUuid={applicationUuid} document={document} />
      ))}
    </Stack>
  );
}
