import {
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@ventura/shared';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useSeedPresence } from '../../../api/presence.ts';
import { notify } from '../../../core/notify.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Sentinel } from '../../../ui/sentinel.tsx';
import { conversationsQuery, useTeamConversation } from '../api.ts';
import classes from '../chat.module.css';
import { conversationsOf } from '../conversations.ts';
import { ConversationItem } from './conversation-item.tsx';

type Props = {
  activeUuid: string | null;
  myProfileUuid: string | null;
  /** The profile has a team (it owns one or belongs to one): the list offers its group conversation. */
  withTeam: boolean;
};

/** The caller's conversations, newest activity first: search, the team's conversation, and more as one scrolls. */
export function ConversationList({ activeUuid, myProfileUuid, withTeam }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery({ ...conversationsQuery(debounced), placeholderData: keepPreviousData });
  const conversations = useMemo(() => conversationsOf(list.data?.pages ?? []), [list.data]);
  const peers = useMemo(
    () =>
      [...new Set(conversations.flatMap((conversation) => conversation.peer?.userId ?? []))]
        .sort()
        .slice(0, limits.onlineStatusUsers),
    [conversations],
  );
  useSeedPresence(peers);
  const scroller = useRef<HTMLDivElement>(null);
  const team = useTeamConversation();
  const navigate = useNavigate();

  const openTeam = () =>
    team.mutate(undefined, {
      onSuccess: (conversation) => void navigate(`/chat/conversations/${conversation.uuid}`),
      onError: (error) => notify.error(errorText(error, 'The team conversation could not be opened')),
    });

  return (
    <>
      <Stack gap="xs" className={classes.paneHeader}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={1} size="h3">
            Messages
          </Title>
          {withTeam ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              onClick={openTeam}
              loading={team.isPending}
            >
              Team chat
            </Button>
          ) : null}
        </Group>
        <TextInput
          aria-label="Search conversations"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null
          }
        />
      </Stack>
      <div className={classes.scroller} ref={scroller}>
        {list.isPending ? (
          <Stack gap="sm" p="md" role="status">
            <VisuallyHidden>Loading conversations</VisuallyHidden>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={52} radius="md" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack p="md">
            <LoadError
              title="Error while fetching conversations"
              error={list.error}
              fallback="The conversations could not be loaded. Please try again."
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        ) : conversations.length === 0 ? (
          <Center p="lg">
            <Stack align="center" gap="xs" ta="center" maw={260}>
              <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
                <IconMessages size={24} />
              </ThemeIcon>
              <Text fw={600}>{debounced ? 'No conversation matches' : 'No conversations yet'}</Text>
              <Text c="dimmed" size="sm">
                {debounced
                  ? 'Search looks at the names of the people and teams you talk with.'
                  : 'Connect with members and message them from their profile.'}
              </Text>
            </Stack>
          </Center>
        ) : (
          <>
            <ul
              aria-label="Conversations"
              aria-busy={list.isPlaceholderData || undefined}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {conversations.map((conversation) => (
                <ConversationItem
                  key={conversation.uuid}
                  conversation={conversation}
                  active={conversation.uuid === activeUuid}
                  myProfileUuid={myProfileUuid}
                />
              ))}
            </ul>
            {list.hasNextPage ? (
              <Sentinel
                root={scroller}
                disabled={list.isFetchingNextPage}
                onVisible={() => void list.fetchNextPage()}
                label="Load more conversations"
              />
            ) : null}
            {list.isFetchingNextPage ? (
              <Center p="sm">
                <Loader size="sm" aria-label="Loading more conversations" />
              </Center>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
