import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { accountTypeLabels, type PostAuthor } from '@ventura/shared';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { type StoredProfile, type StoredUser, useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { SponsoredCard } from '../../content-blocks/index.ts';
import { feedQuery, type WallView, wallViewOf, wallViews } from '../api.ts';
import classes from '../community.module.css';
import { Composer } from '../components/composer.tsx';
import { FeedList } from '../components/feed-list.tsx';
import { NewPostsBanner } from '../components/new-posts-banner.tsx';
import { StatsCard } from '../components/stats-card.tsx';
import { useCommunityLive } from '../live.ts';
import { communityOn } from '../present.ts';

type View = { value: WallView; label: string; empty: { title: string; text: string } };

const texts: Record<WallView, Omit<View, 'value'>> = {
  all: {
    label: 'All posts',
    empty: { title: 'No posts yet', text: 'No posts yet — be the first to share news with the community.' },
  },
  posts: {
    label: 'My posts',
    empty: { title: 'You have not posted yet', text: 'What you post on the wall shows here.' },
  },
  mentioned: {
    label: 'Mentions',
    empty: { title: 'No mentions yet', text: 'Posts that mention you show here.' },
  },
};

/** The feeds the page offers, as `?view=` names them. */
const views: View[] = wallViews.map((value) => ({ value, ...texts[value] }));

const viewOf = (value: string | null): View => {
  const view = wallViewOf(value);
  return { value: view, ...texts[view] };
};

/** The author the composer's preview shows: the stored profile when it is this session's, else the session's user. */
const authorOf = (user: StoredUser, profile: StoredProfile | null): PostAuthor =>
  profile && profile.uuid === user.uuid
    ? {
        uuid: profile.uuid,
        userId: profile.userId,
        name: profile.name,
        accountType: profile.accountType,
        accountTypeLabel: profile.accountTypeLabel,
        organizationName: profile.organizationName,
        avatar: profile.avatar,
      }
    : {
        uuid: user.uuid,
        userId: user.userId,
        name: user.name,
        accountType: user.accountType,
        accountTypeLabel: accountTypeLabels[user.accountType],
        organizationName: null,
        avatar: null,
      };

function Wall({ user }: { user: StoredUser }) {
  const tenant = useTenant();
  const profile = useStoredProfile();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const feed = useInfiniteQuery(feedQuery(view.value));
  const live = useCommunityLive(user.uuid);
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  useDocumentTitle(`Community wall | ${tenant.name}`);
  const first = feed.data?.pages[0];

  return (
    <div className={classes.layout} data-with-side={wide || undefined}>
      <Stack gap="md" miw={0}>
        <Stack gap={4}>
          <Title order={1}>Community wall</Title>
          <Text c="dimmed">News, questions and wins from the members of {tenant.name}.</Text>
        </Stack>
        <SegmentedControl
          aria-label="Which posts"
          value={view.value}
          onChange={(value) => setParams(value === 'all' ? {} : { view: value }, { replace: true })}
          data={views.map(({ value, label }) => ({ value, label }))}
          fullWidth
        />
        {view.value === 'all' && first ? (
          first.canPost ? (
            <Composer author={authorOf(user, profile)} />
          ) : (
            <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
              {first.cannotPostReason ?? 'Posting is not open to you on this wall.'}
            </Alert>
          )
        ) : null}
        {view.value === 'all' ? <NewPostsBanner count={live.newPosts} onShow={() => void live.showNew()} /> : null}
        <FeedList feed={feed} empty={view.empty} />
      </Stack>
      {wide ? (
        <aside className={classes.side} aria-label="Beside the wall">
          <Stack gap="md">
            <StatsCard />
            <SponsoredCard />
          </Stack>
        </aside>
      ) : null}
    </div>
  );
}

/**
 * /community-feed: the wall, newest posts first, with the composer for those who may post. Signed out, a
 * card asks the visitor to sign in; a tenant without the wall sends to the 404 page.
 */
export function FeedPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!communityOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to see the community wall"
        intro={`The community wall of ${tenant.name} is open to its members.`}
      />
    );
  }
  return <Wall key={user.uuid} user={user} />;
}
