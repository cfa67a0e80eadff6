import { ActionIcon, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { IpRequest } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { FileLine } from '../../../ui/document-file.tsx';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { fullTime } from '../../../ui/time.ts';
import { useAddDocuments, useRemoveDocument } from '../api.ts';
import { acceptedDocuments } from './request-form.tsx';

/** The request's documents, downloaded through the session; its owner adds and removes them until it is filed. */
export function Documents({ request }: { request: IpRequest }) {
  const add = useAddDocuments(request.uuid);
  const remove = useRemoveDocument(request.uuid);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Documents
        </Title>
        {request.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents yet.
          </Text>
        ) : null}
        {request.files.map((file) => (
          <Group key={file.uuid} gap="xs" wrap="nowrap" justify="space-between">
            <div style={{ flex: 1, minWidth: 0 }}>
              <FileLine file={file} when={fullTime(file.createdAt)} />
            </div>
            {request.can.removeFiles ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${file.name}`}
                loading={remove.isPending && remove.variables === file.uuid}
                onClick={() =>
                  remove.mutate(file.uuid, {
                    onError: (error) => notify.error(errorText(error, 'The document could not be removed')),
                  })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {request.can.upload ? (
          <FileInput
            label="Add documents"
            description="PDF, Word, PNG or JPEG; up to 10 MB each"
            multiple
            clearable
            accept={acceptedDocuments}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={[]}
            disabled={add.isPending}
            onChange={(files) => {
              if (files.length === 0) return;
              add.mutate(files, {
                onSuccess: ({ failures }) => {
                  for (const refused of failures) {
                    notify.error(
                      `${refused.name}: ${withoutFieldPath(errorText(refused.error, 'The document could not be added'))}`,
                    );
                  }
                },
                onError: (error) => notify.error(errorText(error, 'The documents could not be added')),
              });
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
