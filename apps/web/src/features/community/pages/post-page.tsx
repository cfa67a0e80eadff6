import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { communityErrors } from '@ventura/shared';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { postQuery } from '../api.ts';
import { PostCard } from '../components/post-card.tsx';
import { useCommunityLive } from '../live.ts';
import { communityPaths } from '../paths.ts';
import { communityOn } from '../present.ts';

const width = 680;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackToFeed() {
  return (
    <Anchor component={Link} to={communityPaths.feed} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>Community wall</span>
      </Group>
    </Anchor>
  );
}

/**
 * A post that is not there (deleted, hidden, another tenant's, or never was). Signed out, it may only be
 * kept to members: the visitor is offered to sign in and come back.
 */
function NotFound({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <Paper withBorder radius="lg" p="xl" maw={width} mx="auto" w="100%">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconMessageOff size={26} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {communityErrors.postNotFound}
        </Title>
        <Text c="dimmed" size="sm">
          {signedIn
            ? 'It may have been deleted, or the link is not complete.'
            : 'It may have been deleted, or it is open to members only.'}
        </Text>
        {signedIn ? (
          <Button component={Link} to={communityPaths.feed} variant="default">
            Go to the community wall
          </Button>
        ) : (
          <Button component={Link} to={paths.login} onClick={() => rememberAttemptedUrl(location.pathname)}>
            Sign in to see it
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Under a post shown to a visitor: the way in to comment and react. */
function JoinPrompt() {
  const location = useLocation();
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Members comment, react and post on the community wall.</Text>
        <Button component={Link} to={paths.login} onClick={() => rememberAttemptedUrl(location.pathname)}>
          Sign in to join the conversation
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /community-feed/posts/{uuid}: one post with its comments, the address Share copies. Signed out it opens
 * where the tenant shares posts (read only); otherwise the visitor is asked to sign in.
 */
export function PostPage() {
  const tenant = useTenant();
  const { uuid = '' } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const valid = uuidPattern.test(uuid);
  const post = useQuery({ ...postQuery(uuid), enabled: valid && communityOn(tenant) });
  useCommunityLive(user?.uuid ?? null);
  useDocumentTitle(`${post.data ? `Post by ${post.data.author.name}` : 'Post'} | ${tenant.name}`);

  if (!communityOn(tenant)) return <Navigate to={paths.notFound} replace />;
  const status = post.error instanceof ApiError ? post.error.status : null;
  if (!valid || status === 404 || status === 400) return <NotFound signedIn={user !== null} />;
  if (status === 401 && user === null) {
    return (
      <SignInPrompt
        message={errorText(post.error, 'Sign in to see this post')}
        intro={`The community wall of ${tenant.name} is open to its members.`}
      />
    );
  }
  return (
    <Stack gap="md" maw={width} mx="auto" w="100%">
      {user ? <BackToFeed /> : null}
      {post.isPending ? (
        <Skeleton h={260} radius="lg" role="status" aria-label="Loading the post" />
      ) : post.isError ? (
        <LoadError
          title="The post could not be loaded"
          error={post.error}
          fallback="Please try again."
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      ) : (
        <>
          <Title order={1} size="h3">
            Post by {post.data.author.name}
          </Title>
          <PostCard
            post={post.data}
            withComments={user !== null}
            onDeleted={() => void navigate(communityPaths.feed, { replace: true })}
          />
          {user ? null : <JoinPrompt />}
        </>
      )}
    </Stack>
  );
}
