import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminContentItem, contentModelLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useDeleteContentItem } from '../api.ts';

type Props = { item: AdminContentItem; onClose: () => void };

/** Asks before a banner, testimonial, question or ad is deleted (DELETE admin/content/{model}/{id}); a failure shows in the dialog. */
export function DeleteContentItemModal({ item, onClose }: Props) {
  const remove = useDeleteContentItem(item.model);
  const { one } = contentModelLabels[item.model];
  return (
    <Modal opened onClose={onClose} title={`Delete “${item.title}”?`} centered>
      <Stack gap="md">
        <Text size="sm">This {one.toLowerCase()} is removed from the site and the console. This cannot be undone.</Text>
        {remove.isError ? (
          <Alert color="red" role="alert" title="It was not deleted">
            {errorText(remove.error, 'It could not be deleted')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () => {
                  notify.success(`“${item.title}” deleted.`);
                  onClose();
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
