import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminArticle, articleKindLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useDeleteArticle } from '../api.ts';

type Props = { article: AdminArticle; onClose: () => void };

/** Asks before an item is deleted (DELETE admin/articles/{kind}/{id}); a failure shows in the dialog. */
export function DeleteArticleModal({ article, onClose }: Props) {
  const remove = useDeleteArticle(article.kind);
  const { one } = articleKindLabels[article.kind];
  return (
    <Modal opened onClose={onClose} title={`Delete “${article.title}”?`} centered>
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
              remove.mutate(article.id, {
                onSuccess: () => {
                  notify.success(`“${article.title}” deleted.`);
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
