import { Button, Center, Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { reactionLabels } from '@ventura/shared';
import { LoadError } from '../../../ui/load-error.tsx';
import { reactorsQuery } from '../api.ts';
import { authorLine } from '../present.ts';
import { AuthorAvatar, AuthorName } from './author-avatar.tsx';
import { ReactionIcon } from './reaction-icon.tsx';

/** Who reacted to a post and how, newest first, thirty at a time. */
export function ReactorsDialog({ postUuid, onClose }: { postUuid: string; onClose: () => void }) {
  const reactors = useInfiniteQuery(reactorsQuery(postUuid));
  const items = reactors.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Modal opened onClose={onClose} title="Reactions" size="md">
      {reactors.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading the reactions" />
        </Center>
      ) : reactors.isError ? (
        <LoadError
          title="The reactions could not be loaded"
          error={reactors.error}
          onRetry={() => void reactors.refetch()}
          retrying={reactors.isFetching}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">No reactions yet.</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((reactor) => (
              <Group component="li" key={`${reactor.profile.uuid}-${reactor.type}`} gap="sm" wrap="nowrap">
                <AuthorAvatar author={reactor.profile} size={36} />
                <Stack gap={0} style={{ flex: '1 1 auto', minWidth: 0 }}>
                  <AuthorName author={reactor.profile} />
                  <Text size="xs" c="dimmed" truncate="end">
                    {authorLine(reactor.profile)}
                  </Text>
                </Stack>
                <Text component="span" display="inline-flex" title={reactionLabels[reactor.type].label}>
                  <ReactionIcon type={reactor.type} size={22} tinted />
                  <VisuallyHidden>{reactionLabels[reactor.type].label}</VisuallyHidden>
                </Text>
              </Group>
            ))}
          </Stack>
          {reactors.hasNextPage ? (
            <Button
              variant="subtle"
              onClick={() => void reactors.fetchNextPage()}
              loading={reactors.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
