import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamInvitation } from '@ventura/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { rememberAttemptedUrl } from '../../../app/after-login.ts';
import { paths } from '../../../app/paths.ts';
import { useSessionUser } from '../../../app/session.ts';
import { completeSignIn } from '../../../app/sign-in.ts';
import { signOut } from '../../../app/sign-out.tsx';
import { useTenant } from '../../../app/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { invitationQuery, isInvalidInvitation, useAcceptInvitation, useDeclineInvitation } from '../api.ts';
import { acceptanceNote, invitationStep } from '../team-invitation.ts';

type Outcome = { kind: 'joined'; organisation: string } | { kind: 'declined' };

/**
 * A team invitation link (/team/join/:token), signed in or out: who invited whom to which
 * organisation, and Accept or Decline. Accepting signs the invitee in on the team's profile.
 */
export function TeamJoinPage() {
  const tenant = useTenant();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Once answered, the link is spent: asking again would only say so.
  const invitation = useQuery({ ...invitationQuery(token), enabled: outcome === null });
  useDocumentTitle(`Team invitation | ${tenant.name}`);

  if (outcome?.kind === 'joined') {
    return (
      <BrandCard title={`Welcome to ${outcome.organisation}`}>
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Taking you to your dashboard…</Text>
        </Group>
      </BrandCard>
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <BrandCard title="Invitation declined">
        <Stack gap="lg" align="center" ta="center">
          <Text role="status">You declined the invitation. The link no longer works.</Text>
          <Button component={Link} to={paths.home}>
            Back to home
          </Button>
        </Stack>
      </BrandCard>
    );
  }
  if (invitation.isPending) {
    return (
      <BrandCard title="Team invitation">
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Opening your invitation…</Text>
        </Group>
      </BrandCard>
    );
  }
  if (invitation.isError) {
    if (isInvalidInvitation(invitation.error)) return <InvalidInvitation />;
    return (
      <BrandCard title="Team invitation">
        <LoadError
          title="The invitation could not be loaded"
          error={invitation.error}
          fallback="Please try again."
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </BrandCard>
    );
  }
  return <InvitationAnswer token={token} invitation={invitation.data} onAnswered={setOutcome} />;
}

/** An expired, answered or withdrawn invitation (404), or a link that was never one (400). */
function InvalidInvitation() {
  return (
    <BrandCard title="This invitation is no longer valid">
      <Stack gap="lg" align="center" ta="center">
        <Text role="alert">
          The link may have expired, or the invitation was already accepted, declined or withdrawn. Ask the person who
          invited you to send a new one.
        </Text>
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      </Stack>
    </BrandCard>
  );
}

const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

function InvitationAnswer({
  token,
  invitation,
  onAnswered,
}: {
  token: string;
  invitation: TeamInvitation;
  onAnswered: (outcome: Outcome) => void;
}) {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSessionUser();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const step = invitationStep(invitation, user !== null);
  const busy = accept.isPending || decline.isPending;

  /** The login page, and back here after the sign-in. */
  const signInFirst = () => {
    rememberAttemptedUrl(paths.teamJoin(token));
    void navigate(paths.login);
  };
  const signOutAndSignIn = async () => {
    await signOut({ queryClient, navigate: (to) => void navigate(to), ignoreRedirect: true });
    signInFirst();
  };

  const acceptInvitation = () => {
    setProblem(null);
    accept.mutate(token, {
      onSuccess: (session) => {
        onAnswered({ kind: 'joined', organisation: invitation.organisation });
        completeSignIn(session, {
          queryClient,
          navigate: (to) => void navigate(to, { replace: true }),
          message: `You joined ${invitation.organisation}.`,
          to: paths.home,
        });
      },
      onError: (error) => setProblem(errorText(error, 'The invitation could not be accepted')),
    });
  };
  const confirmDecline = () =>
    modals.openConfirmModal({
      title: 'Decline the invitation?',
      children: (
        <Text size="sm">
          The link stops working. {invitation.invitedBy} can invite you again if you change your mind.
        </Text>
      ),
      labels: { confirm: 'Decline', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setProblem(null);
        decline.mutate(token, {
          onSuccess: () => onAnswered({ kind: 'declined' }),
          onError: (error) => setProblem(errorText(error, 'The invitation could not be declined')),
        });
      },
    });

  return (
    <BrandCard
      title={`Join ${invitation.organisation}`}
      intro={`${invitation.invitedBy} invited you to join ${invitation.organisation} on ${tenant.name}.`}
      width={480}
    >
      <Stack gap="lg">
        <Stack component="dl" gap={8} m={0}>
          <Detail term="Your name">{invitation.name}</Detail>
          <Detail term="Organisation">{invitation.organisation}</Detail>
          <Detail term="Profile">{invitation.accountTypeLabel}</Detail>
          <Detail term={invitation.channel === 'email' ? 'Email' : 'Mobile number'}>{invitation.contact}</Detail>
          <Detail term="Open until">{formatDate(invitation.expiresAt)}</Detail>
        </Stack>
        <Text size="sm">{acceptanceNote(invitation, user?.name ?? null)}</Text>
        {problem ? (
          <Alert color="red" title="That did not work" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{problem}</Text>
              {user && invitation.hasAccount ? (
                <Button variant="default" size="xs" onClick={() => void signOutAndSignIn()}>
                  Sign out and sign in with {invitation.contact}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Stack gap="sm">
          {step === 'sign-in-first' ? (
            <Button fullWidth onClick={signInFirst} disabled={busy}>
              Sign in with {invitation.contact} to accept
            </Button>
          ) : (
            <Button fullWidth onClick={acceptInvitation} loading={accept.isPending} disabled={decline.isPending}>
              Accept
            </Button>
          )}
          <Button
            fullWidth
            variant="default"
            onClick={confirmDecline}
            loading={decline.isPending}
            disabled={accept.isPending}
          >
            Decline
          </Button>
        </Stack>
      </Stack>
    </BrandCard>
  );
}

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
