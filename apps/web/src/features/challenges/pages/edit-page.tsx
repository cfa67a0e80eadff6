import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { challengeQuery } from '../api.ts';
import { ChallengeEditor } from '../components/challenge-editor.tsx';
import { challengePaths } from '../paths.ts';
import { challengeErrors } from '../present.ts';
import type { SearchArrival } from './search-page.tsx';

const width = 880;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{label}</span>
      </Group>
    </Anchor>
  );
}

/** Only corporates post challenges: a visitor is asked to sign in, anyone else goes to the search. */
function CorporateOnly({ children, what }: { children: ReactNode; what: string }) {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!user) {
    return <SignInPrompt message={`Sign in to ${what}`} intro={`Corporates of ${tenant.name} post challenges here.`} />;
  }
  if (user.accountType !== 'corporate') return <Navigate to={challengePaths.search} replace />;
  return children;
}

/** /challenges/new: a corporate's new challenge. */
export function NewChallengePage() {
  const tenant = useTenant();
  useDocumentTitle(`New challenge | ${tenant.name}`);
  return (
    <CorporateOnly what="post a challenge">
      <Stack gap="md" maw={width} mx="auto" w="100%">
        <Back to={challengePaths.mine} label="My challenges" />
        <Stack gap={4}>
          <Title order={1}>New challenge</Title>
          <Text c="dimmed">Say what you want solved and what you offer; startups of {tenant.name} apply to it.</Text>
        </Stack>
        <ChallengeEditor />
      </Stack>
    </CorporateOnly>
  );
}

function EditChallenge({ uuid }: { uuid: string }) {
  const tenant = useTenant();
  const user = useSessionUser();
  const challenge = useQuery(challengeQuery(uuid, user?.uuid ?? null));
  useDocumentTitle(`Edit ${challenge.data?.title ?? 'challenge'} | ${tenant.name}`);
  const status = challenge.error instanceof ApiError ? challenge.error.status : null;
  if (status === 404 || status === 400) {
    const arrival: SearchArrival = { missingChallenge: true };
    return <Navigate to={challengePaths.search} replace state={arrival} />;
  }
  return (
    <Stack gap="md" maw={width} mx="auto" w="100%">
      <Back to={challengePaths.details(uuid)} label="The challenge" />
      <Title order={1}>Edit challenge</Title>
      {challenge.isPending ? (
        <Skeleton h={560} radius="lg" role="status" aria-label="Loading the challenge" />
      ) : challenge.isError ? (
        <LoadError
          title={challengeErrors.fetch}
          error={challenge.error}
          fallback="Please try again."
          onRetry={() => void challenge.refetch()}
          retrying={challenge.isFetching}
        />
      ) : challenge.data.can.edit ? (
        <ChallengeEditor key={challenge.data.updatedAt} challenge={challenge.data} />
      ) : (
        <Alert color="gray" title="You cannot edit this challenge">
          Only the corporate that posted it can change it.
        </Alert>
      )}
    </Stack>
  );
}

/** /challenges/{uuid}/edit: the owner changes the challenge, or opens or closes it. */
export function EditChallengePage() {
  const { uuid = '' } = useParams();
  if (!uuidPattern.test(uuid)) {
    const arrival: SearchArrival = { missingChallenge: true };
    return <Navigate to={challengePaths.search} replace state={arrival} />;
  }
  return (
    <CorporateOnly what="edit your challenge">
      <EditChallenge key={uuid} uuid={uuid} />
    </CorporateOnly>
  );
}
