import { Alert, Anchor, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type AccountType, accountTypeLabels, type SsoCompletion } from '@ventura/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { completeSignIn } from '../../../api/sign-in.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { completeSso } from '../api.ts';

type Newcomer = Extract<SsoCompletion, { status: 'choose_account_type' }>;
type State =
  | { kind: 'working' }
  | { kind: 'failed'; text: string }
  | { kind: 'choose'; newcomer: Newcomer }
  | { kind: 'signedIn' };

function BackToSignIn() {
  return (
    <Anchor component={Link} to={paths.login} fw={600}>
      Back to sign in
    </Anchor>
  );
}

/**
 * The newcomer's choice: which kind of account the provider's person makes here, then the same ticket again
 * with it.
 */
function AccountTypeChoice({
  newcomer,
  onChoose,
}: {
  newcomer: Newcomer;
  onChoose: (type: AccountType) => Promise<void>;
}) {
  const [type, setType] = useState<AccountType | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!type) {
      setProblem('Choose the kind of account');
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await onChoose(type);
    } catch (error) {
      setProblem(errorText(error, 'Your account could not be made'));
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text>
          Welcome, {newcomer.name}. You sign in as{' '}
          <Text span fw={600}>
            {newcomer.email}
          </Text>
          . Which of these describes you best?
        </Text>
        <Radio.Group
          label="Kind of account"
          withAsterisk
          value={type}
          onChange={(value) => setType(newcomer.accountTypes.find((item) => item === value) ?? null)}
          error={problem && !type ? problem : undefined}
        >
          <Stack gap="xs" mt="xs">
            {newcomer.accountTypes.map((item) => (
              <Radio key={item} value={item} label={accountTypeLabels[item]} disabled={pending} />
            ))}
          </Stack>
        </Radio.Group>
        {problem && type ? (
          <Alert color="red" role="alert" title="Not signed in">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={pending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /sso/complete (issue 42, signed out): where the server sends the browser back from the tenant's single
 * sign-on provider, with a one-time `ticket` or an `error`. The ticket signs a member in; a newcomer first
 * chooses the kind of account.
 */
export function SsoCompletePage() {
  const tenant = useTenant();
  useDocumentTitle(`Signing in | ${tenant.name}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const error = params.get('error');
  const [state, setState] = useState<State>(() =>
    error || !ticket
      ? { kind: 'failed', text: error || 'This sign-in link is not complete. Sign in again.' }
      : { kind: 'working' },
  );
  const started = useRef(false);

  const finish = async (accountType?: AccountType) => {
    const completion = await completeSso(accountType ? { ticket, accountType } : { ticket });
    if (completion.status === 'choose_account_type') {
      setState({ kind: 'choose', newcomer: completion });
      return;
    }
    setState({ kind: 'signedIn' });
    const session = { user: completion.user, accessToken: completion.accessToken };
    completeSignIn(session, {
      queryClient,
      navigate,
      ...(accountType ? { message: `Welcome to ${tenant.name}, ${completion.user.name}!` } : {}),
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's ticket, asked for once
  useEffect(() => {
    // The ticket is good once: asked for once, even when React runs the effect twice.
    if (started.current || error || !ticket) return;
    started.current = true;
    finish().catch((caught: unknown) =>
      setState({ kind: 'failed', text: errorText(caught, 'This sign-in link has expired. Sign in again.') }),
    );
  }, [error, ticket]);

  return (
    <BrandCard title={state.kind === 'choose' ? 'Create your account' : 'Signing in'}>
      {state.kind === 'failed' ? (
        <Stack gap="md" align="center">
          <Alert color="red" role="alert" title="Not signed in" w="100%">
            {state.text}
          </Alert>
          <BackToSignIn />
        </Stack>
      ) : state.kind === 'choose' ? (
        <AccountTypeChoice newcomer={state.newcomer} onChoose={finish} />
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text>{state.kind === 'signedIn' ? 'Signed in. Taking you on…' : 'Signing you in…'}</Text>
        </Stack>
      )}
    </BrandCard>
  );
}
