import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconInfoCircle, IconPencil, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Challenge, type MyParticipation, participantStatusLabels } from '@ventura/shared';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { challengeQuery } from '../api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { ChallengeDetails } from '../components/challenge-details.tsx';
import { challengePaths } from '../paths.ts';
import { challengeErrors, dateText, participantStatusColors } from '../present.ts';
import type { SearchArrival } from './search-page.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const width = 880;

/** Under a challenge shown to a visitor: sign in (and come back here) to apply. */
function SignInToApply({ open }: { open: boolean }) {
  const location = useLocation();
  const remember = () => rememberAttemptedUrl(`${location.pathname}${location.search}`);
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {open ? 'Startups sign in to apply to this challenge.' : 'Sign in to see where your application stands.'}
        </Text>
        <Button component={Link} to={paths.login} onClick={remember}>
          {open ? 'Sign in to apply' : 'Sign in'}
        </Button>
      </Group>
    </Paper>
  );
}

/** The caller's application: when it went, and where it stands. */
function ApplicationStatus({
  participation,
  fresh,
}: {
  participation: Pick<MyParticipation, 'status' | 'appliedAt'>;
  fresh: boolean;
}) {
  return (
    <Alert
      color={fresh ? 'green' : 'blue'}
      icon={fresh ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      title={fresh ? 'Your application was sent' : 'You applied to this challenge'}
      role={fresh ? 'status' : undefined}
      styles={readableAlertTitle}
    >
      <Group gap="xs">
        <Text size="sm">Applied {dateText(participation.appliedAt)} · status</Text>
        <Badge color={participantStatusColors[participation.status]}>
          {participantStatusLabels[participation.status]}
        </Badge>
      </Group>
    </Alert>
  );
}

/** The owner's way to change the challenge and to see who applied. */
function OwnerActions({ challenge }: { challenge: Challenge }) {
  if (!challenge.can.edit && !challenge.can.seeParticipants) return null;
  return (
    <Group gap="sm">
      {challenge.can.seeParticipants ? (
        <Button
          component={Link}
          to={challengePaths.participants(challenge.uuid)}
          leftSection={<IconUsers size={18} aria-hidden />}
        >
          Participants{challenge.participantCount !== null ? ` (${challenge.participantCount})` : ''}
        </Button>
      ) : null}
      {challenge.can.edit ? (
        <Button
          component={Link}
          to={challengePaths.edit(challenge.uuid)}
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          Edit challenge
        </Button>
      ) : null}
    </Group>
  );
}

/** What the page offers below the challenge: the form, the caller's application, a reason, or sign-in. */
function ApplySection({ challenge, signedIn }: { challenge: Challenge; signedIn: boolean }) {
  const [applied, setApplied] = useState<MyParticipation | null>(null);
  if (applied) return <ApplicationStatus participation={applied} fresh />;
  if (challenge.myParticipation) return <ApplicationStatus participation={challenge.myParticipation} fresh={false} />;
  if (!signedIn) return <SignInToApply open={challenge.acceptingApplications} />;
  if (challenge.can.apply) return <ApplyForm challenge={challenge} onApplied={setApplied} />;
  if (challenge.can.edit || !challenge.can.cannotApplyReason) return null;
  return (
    <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title="You cannot apply to this challenge">
      {challenge.can.cannotApplyReason}
    </Alert>
  );
}

/**
 * /challenges/{uuid}/details (public): the whole challenge with its files; a startup that may apply finds
 * the application form, anyone else why not, and a visitor the way to sign in and come back. A challenge
 * that is not there opens the search (spec 2).
 */
export function ChallengeDetailsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const valid = uuidPattern.test(uuid);
  const challenge = useQuery({ ...challengeQuery(uuid, user?.uuid ?? null), enabled: valid });
  useDocumentTitle(`${challenge.data?.title ?? 'Challenge'} | ${tenant.name}`);

  const status = challenge.error instanceof ApiError ? challenge.error.status : null;
  if (!valid || status === 404 || status === 400) {
    const arrival: SearchArrival = { missingChallenge: true };
    return <Navigate to={challengePaths.search} replace state={arrival} />;
  }
  if (status === 401 && !user) {
    return (
      <SignInPrompt
        message={errorText(challenge.error, 'Sign in to see this challenge')}
        intro={`The challenges of ${tenant.name} are open to its members.`}
      />
    );
  }
  return (
    <Stack gap="md" maw={width} mx="auto" w="100%">
      <Anchor component={Link} to={challengePaths.search} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>All challenges</span>
        </Group>
      </Anchor>
      {challenge.isPending ? (
        <Skeleton h={420} radius="lg" role="status" aria-label="Loading the challenge" />
      ) : challenge.isError ? (
        <LoadError
          title={challengeErrors.fetch}
          error={challenge.error}
          fallback="Please try again."
          onRetry={() => void challenge.refetch()}
          retrying={challenge.isFetching}
        />
      ) : (
        <>
          <ChallengeDetails
            challenge={challenge.data}
            withQuestions={!(user && challenge.data.can.apply && !challenge.data.myParticipation)}
            actions={<OwnerActions challenge={challenge.data} />}
          />
          <ApplySection key={challenge.data.uuid} challenge={challenge.data} signedIn={user !== null} />
        </>
      )}
    </Stack>
  );
}
