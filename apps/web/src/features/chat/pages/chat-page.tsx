import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { useOpenConversation } from '../api.ts';
import classes from '../chat.module.css';
import { ConversationList } from '../components/conversation-list.tsx';
import { ThreadPane } from '../components/thread-pane.tsx';
import { useChatLive } from '../live.ts';
import { chatOn } from '../present.ts';

/** `?with={profileUuid}` (the Message button): opens or starts the conversation, then shows it in its place. */
function OpenWith({ profileUuid }: { profileUuid: string }) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  const asked = useRef<string | null>(null);
  const { mutate } = open;

  useEffect(() => {
    if (asked.current === profileUuid) return;
    asked.current = profileUuid;
    mutate(profileUuid, {
      onSuccess: (conversation) => void navigate(`/chat/conversations/${conversation.uuid}`, { replace: true }),
    });
  }, [profileUuid, mutate, navigate]);

  if (open.isError) {
    return (
      <Stack p="md">
        <Alert color="red" title="The conversation could not be opened" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(open.error, 'Please try again.')}</Text>
            <Button component={Link} to="/chat/conversations" variant="default" size="xs" replace>
              Back to conversations
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Center style={{ flex: '1 1 auto' }} role="status">
      <Loader size="sm" aria-label="Opening the conversation" />
    </Center>
  );
}

/** The thread pane before a conversation is chosen (on a wide screen; a phone shows the list instead). */
function NoneOpen() {
  return (
    <Center style={{ flex: '1 1 auto' }} p="lg">
      <Stack align="center" gap="xs" ta="center" maw={320}>
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconMessages size={26} />
        </ThemeIcon>
        <Text fw={600}>Choose a conversation</Text>
        <Text c="dimmed" size="sm">
          Pick someone from the list, or open a member’s profile and choose Message.
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * Sizes the chat to the rest of the window below where it starts, so that only its panes scroll: a notice
 * above it (the maintenance banner) takes its share, and dismissing it gives the space back.
 */
const useFillWindow = (ref: RefObject<HTMLDivElement | null>) => {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `calc(100dvh - ${Math.round(top)}px - var(--mantine-spacing-md))`;
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [ref]);
};

function Chat() {
  const tenant = useTenant();
  const { uuid = null } = useParams();
  const [params] = useSearchParams();
  const startWith = uuid ? null : params.get('with');
  const user = useSessionUser();
  const profile = useStoredProfile();
  const me = user?.uuid ?? null;
  const current = profile?.uuid === me ? profile : null;
  const withTeam = current?.can.teamChat === true;
  useDocumentTitle(`Messages | ${tenant.name}`);
  useChatLive(me, uuid);
  const layout = useRef<HTMLDivElement>(null);
  useFillWindow(layout);

  return (
    <div ref={layout} className={classes.layout} data-view={uuid || startWith ? 'thread' : 'list'}>
      <section className={classes.listPane} aria-label="Conversations">
        <ConversationList activeUuid={uuid} myProfileUuid={me} withTeam={withTeam} />
      </section>
      <section className={classes.threadPane} aria-label="Conversation">
        {startWith ? (
          <OpenWith profileUuid={startWith} />
        ) : uuid ? (
          <ThreadPane key={uuid} uuid={uuid} myProfileUuid={me} />
        ) : (
          <NoneOpen />
        )}
      </section>
    </div>
  );
}

/**
 * /chat/conversations and /chat/conversations/{uuid}: the conversation list beside the open thread (one
 * at a time on a phone). Where the tenant's chat is off, the 404 page.
 */
export function ChatPage() {
  const tenant = useTenant();
  if (!chatOn(tenant)) return <Navigate to={paths.notFound} replace />;
  return <Chat />;
}
