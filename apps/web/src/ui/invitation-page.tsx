import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Session, TeamInvitation } from '@ventura/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../api/client.ts';
import { completeSignIn } from '../api/sign-in.ts';
import { rememberAttemptedUrl } from '../core/after-login.ts';
import { paths } from '../core/paths.ts';
import { useSessionUser } from '../core/session.ts';
import { signOut } from '../core/sign-out.tsx';
import { useTenant } from '../core/tenant.ts';
import { BrandCard } from './brand-card.tsx';
import { closingDetails, type InvitationDetail, invitationStep, isInvalidInvitation } from './invitation.ts';
import { LoadError } from './load-error.tsx';

/** What happens once the invitee accepted: the heading, the line while moving on, the toast and where to. */
export type Joined = { title: string; moving: string; message: string; to: string };

/** How one kind of invitation (a team's, a partner's portfolio) reads; the rest of the page is the same. */
export type InvitationTexts<I extends TeamInvitation> = {
  /** The page's name in the tab and while it loads: 'Team invitation'. */
  name: string;
  title: (invitation: I) => string;
  intro: (invitation: I, tenantName: string) => string;
  /** The details shown first; the invited contact and the closing date follow. */
  details: (invitation: I) => readonly InvitationDetail[];
  /** What accepting does for this visitor: the name of whoever is signed in, or null. */
  acceptanceNote: (invitation: I, signedInAs: string | null) => string;
  joined: (invitation: I) => Joined;
};

type Props<I extends TeamInvitation, K extends QueryKey> = {
  token: string;
  /** This page's address, to come back to after a sign-in. */
  path: string;
  /** What the link offers, asked of the server with or without a session. */
  query: UseQueryOptions<I, Error, I, K>;
  /** Accepting answers a session on the profile the invitation leads to. */
  accept: UseMutationResult<Session, Error, string>;
  decline: UseMutationResult<void, Error, string>;
  texts: InvitationTexts<I>;
};

type Outcome = { kind: 'joined'; joined: Joined } | { kind: 'declined' };

/**
 * An invitation link, signed in or out: who invited whom to what, and Accept or Decline. Accepting
 * signs the invitee in on the profile the invitation leads to.
 */
export function InvitationPage<I extends TeamInvitation, K extends QueryKey>({ query, texts, ...props }: Props<I, K>) {
  const tenant = useTenant();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Once answered, the link is spent: asking again would only say so.
  const invitation = useQuery({ ...query, enabled: outcome === null });
  useDocumentTitle(`${texts.name} | ${tenant.name}`);

  if (outcome?.kind === 'joined') {
    return (
      <BrandCard title={outcome.joined.title}>
        <Working text={outcome.joined.moving} />
      </BrandCard>
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <Notice title="Invitation declined" role="status">
        You declined the invitation. The link no longer works.
      </Notice>
    );
  }
  if (invitation.isPending) {
    return (
      <BrandCard title={texts.name}>
        <Working text="Opening your invitation…" />
      </BrandCard>
    );
  }
  if (invitation.isError) {
    if (isInvalidInvitation(invitation.error)) {
      return (
        <Notice title="This invitation is no longer valid" role="alert">
          The link may have expired, or the invitation was already accepted, declined or withdrawn. Ask the person who
          invited you to send a new one.
        </Notice>
      );
    }
    return (
      <BrandCard title={texts.name}>
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
  return <InvitationAnswer {...props} invitation={invitation.data} texts={texts} onAnswered={setOutcome} />;
}

function Working({ text }: { text: string }) {
  return (
    <Group gap="sm" justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}

/** The end of the road: what happened, and the way home. */
function Notice({ title, role, children }: { title: string; role: 'status' | 'alert'; children: string }) {
  return (
    <BrandCard title={title}>
      <Stack gap="lg" align="center" ta="center">
        <Text role={role}>{children}</Text>
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      </Stack>
    </BrandCard>
  );
}

type AnswerProps<I extends TeamInvitation> = Omit<Props<I, QueryKey>, 'query'> & {
  invitation: I;
  onAnswered: (outcome: Outcome) => void;
};

function InvitationAnswer<I extends TeamInvitation>({
  token,
  path,
  invitation,
  accept,
  decline,
  texts,
  onAnswered,
}: AnswerProps<I>) {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [problem, setProblem] = useState<string | null>(null);
  const step = invitationStep(invitation, user !== null);
  const busy = accept.isPending || decline.isPending;

  /** The login page, and back here after the sign-in. */
  const signInFirst = () => {
    rememberAttemptedUrl(path);
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
        const joined = texts.joined(invitation);
        onAnswered({ kind: 'joined', joined });
        completeSignIn(session, {
          queryClient,
          navigate: (to) => void navigate(to, { replace: true }),
          message: joined.message,
          to: joined.to,
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
    <BrandCard title={texts.title(invitation)} intro={texts.intro(invitation, tenant.name)} width={480}>
      <Stack gap="lg">
        <Stack component="dl" gap={8} m={0}>
          {[...texts.details(invitation), ...closingDetails(invitation)].map(([term, value]) => (
            <Detail key={term} term={term}>
              {value}
            </Detail>
          ))}
        </Stack>
        <Text size="sm">{texts.acceptanceNote(invitation, user?.name ?? null)}</Text>
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
