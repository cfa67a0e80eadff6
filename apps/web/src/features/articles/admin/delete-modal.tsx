import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type AdminArticle, type AdminContentItem, articleKindLabels, contentModelLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useDeleteArticle, useDeleteContentItem } from '../api.ts';

type Props = {
  id: number;
  title: string;
  /** What it is, in the sentence "This {noun} is removed…". */
  noun: string;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
};

/** Asks before an item of the console is deleted; a failure shows in the dialog. */
function DeleteModal({ id, title, noun, remove, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title={`Delete “${title}”?`} centered>
      <Stack gap="md">
        <Text size="sm">This {noun} is removed from the site and the console. This cannot be undone.</Text>
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
              remove.mutate(id, {
                onSuccess: () => {
                  notify.success(`“${title}” deleted.`);
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

/** DELETE admin/articles/{kind}/{id}, asked first. */
export function DeleteArticleModal({ article, onClose }: { article: AdminArticle; onClose: () => void }) {
  const remove = useDeleteArticle(article.kind);
  const noun = articleKindLabels[article.kind].one.toLowerCase();
  return <DeleteModal id={article.id} title={article.title} noun={noun} remove={remove} onClose={onClose} />;
}

/** DELETE admin/content/{model}/{id} (a banner, testimonial, question or ad), asked first. */
export function DeleteContentItemModal({ item, onClose }: { item: AdminContentItem; onClose: () => void }) {
  const remove = useDeleteContentItem(item.model);
  const noun = contentModelLabels[item.model].one.toLowerCase();
  return <DeleteModal id={item.id} title={item.title} noun={noun} remove={remove} onClose={onClose} />;
}
