import { Alert, Anchor, Button, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ConnectionAction } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { answerFromLink, type ConnectionLinkAnswer } from '../api.ts';
import { type LinkAction, mayRetry, parseConnectionLink, refusalTitle } from '../connection-link.ts';

const maxMessageLength = 500;

const titles: Record<LinkAction | 'choose', string> = {
  accept: 'Accept the connection request',
  reject: 'Decline the connection request',
  choose: 'Answer the connection request',
};

/**
 * The page a connection request's email links to (`/connection-request?token=…&action=accept|reject`),
 * open without signing in: it says what the answer does, takes an optional message, and answers only
 * when asked to (POST public/connections/action). A forged, expired or used link shows the server's words.
 */
export function ConnectionRequestPage() {
  const tenant = useTenant();
  const [params] = useSearchParams();
  const link = parseConnectionLink(params);
  const [chosen, setChosen] = useState<LinkAction | null>(link.action);
  const answer = useMutation({ mutationFn: answerFromLink });
  const form = useForm({
    initialValues: { actionMessage: '' },
    validate: {
      actionMessage: (value) => ConnectionAction.shape.actionMessage.safeParse(value).error?.issues[0]?.message ?? null,
    },
  });
  useDocumentTitle(`Connection request | ${tenant.name}`);

  if (!link.token) {
    return (
      <Outcome title="This link is incomplete" icon="broken">
        The address is missing part of the link from your email. Open the link from the email again, or copy the whole
        address into the browser.
      </Outcome>
    );
  }
  if (answer.isSuccess) return <Answered answer={answer.data} />;
  if (answer.error instanceof ApiError && !mayRetry(answer.error.status)) {
    return (
      <Outcome title={refusalTitle(answer.error.status)} icon="broken">
        {withoutFieldPath(
          errorText(
            answer.error,
            'The link may have expired or already been used. You can still answer the request from your connections page after signing in.',
          ),
        )}
      </Outcome>
    );
  }

  const token = link.token;
  const submit = (action: LinkAction) =>
    form.onSubmit(({ actionMessage }) => answer.mutate({ token, action, actionMessage }));
  const other: LinkAction | null = chosen === 'accept' ? 'reject' : chosen === 'reject' ? 'accept' : null;

  return (
    <BrandCard
      title={titles[chosen ?? 'choose']}
      intro={
        chosen === 'reject'
          ? 'The person who asked is told that you declined. They can ask again later.'
          : `Accepting makes you connections on ${tenant.name}: you both see what only connections see.`
      }
      width={480}
    >
      <form onSubmit={submit(chosen ?? 'accept')} noValidate>
        <Stack gap="md">
          <Textarea
            label="Message (optional)"
            description={`A few words with your answer. ${form.values.actionMessage.length}/${maxMessageLength} characters`}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={maxMessageLength}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('actionMessage')}
          />
          {answer.isError ? (
            <Alert color="red" title="Your answer was not saved" role="alert">
              {withoutFieldPath(errorText(answer.error, 'Please try again.'))}
            </Alert>
          ) : null}
          {chosen ? (
            <Stack gap="sm">
              <Button
                type="submit"
                fullWidth
                loading={answer.isPending}
                color={chosen === 'reject' ? 'red' : undefined}
              >
                {chosen === 'accept' ? 'Accept request' : 'Decline request'}
              </Button>
              {other ? (
                <Button variant="subtle" fullWidth onClick={() => setChosen(other)} disabled={answer.isPending}>
                  {other === 'accept' ? 'Accept instead' : 'Decline instead'}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Group grow>
              <Button type="submit" loading={answer.isPending && answer.variables?.action === 'accept'}>
                Accept request
              </Button>
              <Button
                color="red"
                variant="light"
                loading={answer.isPending && answer.variables?.action === 'reject'}
                disabled={answer.isPending}
                onClick={() => submit('reject')()}
              >
                Decline request
              </Button>
            </Group>
          )}
          <Anchor component={Link} to={paths.home} size="sm" ta="center">
            Not now, back to home
          </Anchor>
        </Stack>
      </form>
    </BrandCard>
  );
}

/** The answer the server saved, in words, with the way on. */
function Answered({ answer }: { answer: ConnectionLinkAnswer }) {
  const name = answer.requesterName;
  if (answer.connectionStatus === 'rejected') {
    return (
      <Outcome title="Request declined" icon="declined">
        You declined the request from {name}. They have been told.
      </Outcome>
    );
  }
  if (answer.connectionStatus === 'accepted') {
    return (
      <Outcome title="You are now connected" icon="done">
        You and {name} are now connections.
      </Outcome>
    );
  }
  return (
    <Outcome title="Answer saved" icon="done">
      Your answer to {name} is saved. The platform team reviews the connection before it starts.
    </Outcome>
  );
}

const outcomeIcons = {
  done: { Icon: IconCircleCheck, color: 'green' },
  declined: { Icon: IconCircleX, color: 'gray' },
  broken: { Icon: IconLinkOff, color: 'orange' },
} as const;

/** The end of the road: what happened, and the ways on (the connections page for whoever is signed in). */
function Outcome({ title, icon, children }: { title: string; icon: keyof typeof outcomeIcons; children: ReactNode }) {
  const user = useSessionUser();
  const tenant = useTenant();
  const { Icon, color } = outcomeIcons[icon];
  return (
    <BrandCard title={title} width={480}>
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon variant="light" color={color} size={56} radius="xl" aria-hidden>
          <Icon size={32} />
        </ThemeIcon>
        <Text role={icon === 'broken' ? 'alert' : 'status'}>{children}</Text>
        <Group justify="center" gap="sm">
          {user && tenant.features.connections ? (
            <Button component={Link} to="/connections" variant="default">
              Your connections
            </Button>
          ) : null}
          <Button component={Link} to={paths.home}>
            Back to home
          </Button>
        </Group>
      </Stack>
    </BrandCard>
  );
}
