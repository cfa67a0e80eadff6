import { useQueryClient } from '@tanstack/react-query';
import {
  CommentsChangedEvent,
  communityEvents,
  communityRoom,
  PostCreatedEvent,
  PostRemovedEvent,
  PostUpdatedEvent,
  ReactionSummary,
} from '@ventura/shared';
import { useCallback, useEffect, useState } from 'react';
import { joinSocketRoom, onSocketEvent } from '../../api/live-socket.ts';
import { communityKeys } from './api.ts';
import { type FeedData, feedHolds, newPostsAfter, postAfterUpdate } from './cache.ts';
import { refreshFeed, storeCommentsChanged, storePost, storeReactions, storeRemoval } from './store.ts';

const ReactionsChangedEvent = ReactionSummary.omit({ myReaction: true });

/**
 * Keeps the wall's caches current from the socket while a wall page is open (signed in): edits, removals,
 * comment counts and reaction counts go into place; new posts are only counted, for the 'N new posts'
 * button, so that the feed does not move under the reader. After a break in the connection everything
 * of the wall is asked again (what happened meanwhile reached nobody).
 */
export const useCommunityLive = (myProfileUuid: string | null) => {
  const queryClient = useQueryClient();
  const [announced, setAnnounced] = useState<readonly string[]>([]);

  useEffect(() => {
    if (!myProfileUuid) return;
    const leave = joinSocketRoom(communityRoom);
    let missed = false;
    const shown = (postUuid: string) =>
      feedHolds(queryClient.getQueryData<FeedData>(communityKeys.feed('all')), postUuid);
    const stops = [
      onSocketEvent(communityEvents.postCreated, (payload) => {
        const event = PostCreatedEvent.safeParse(payload);
        if (event.success) setAnnounced((now) => newPostsAfter(now, event.data, { myProfileUuid, shown }));
      }),
      onSocketEvent(communityEvents.postUpdated, (payload) => {
        const event = PostUpdatedEvent.safeParse(payload);
        if (event.success) storePost(queryClient, event.data.postUUID, (post) => postAfterUpdate(post, event.data));
      }),
      onSocketEvent(communityEvents.postRemoved, (payload) => {
        const event = PostRemovedEvent.safeParse(payload);
        if (event.success) void storeRemoval(queryClient, event.data.postUUID, myProfileUuid);
      }),
      onSocketEvent(communityEvents.commentsChanged, (payload) => {
        const event = CommentsChangedEvent.safeParse(payload);
        if (event.success) storeCommentsChanged(queryClient, event.data, myProfileUuid);
      }),
      onSocketEvent(communityEvents.reactionsChanged, (payload) => {
        const event = ReactionsChangedEvent.safeParse(payload);
        if (event.success) storeReactions(queryClient, event.data);
      }),
      onSocketEvent('disconnect', () => {
        missed = true;
      }),
      onSocketEvent('connect', () => {
        if (missed) void queryClient.invalidateQueries({ queryKey: communityKeys.all });
        missed = false;
      }),
    ];
    return () => {
      leave();
      for (const stop of stops) stop();
    };
  }, [queryClient, myProfileUuid]);

  /** Shows the announced posts: the feed's first page asked again, the reader taken to the top. */
  const showNew = useCallback(async () => {
    setAnnounced([]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    await refreshFeed(queryClient, 'all');
  }, [queryClient]);

  return { newPosts: announced.length, showNew };
};
