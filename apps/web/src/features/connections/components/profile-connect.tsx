import { Badge, Button } from '@mantine/core';
import { IconCheck, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@ventura/shared';
import { Link } from 'react-router';
import { chatPathFor } from '../../../core/chat-entry.ts';
import { useSessionUser } from '../../../core/session.ts';
import { connectionStateQuery } from '../api.ts';
import { ConnectControl } from './connect-control.tsx';

/**
 * Connect and Message on a public profile, as the server allows them (`can.connect`, `can.message`: it
 * leaves them out under limited access, for job seekers and 'other', and where the tenant has neither
 * connections nor chat). Connect shows the caller's state with the profile (GET connections/check/request).
 */
export function ProfileConnectActions({ profile }: { profile: PublicProfile }) {
  const user = useSessionUser();
  const signedIn = user !== null && user.uuid !== profile.uuid;
  const state = useQuery({ ...connectionStateQuery(profile.uuid), enabled: signedIn && profile.can.connect });
  const chat = signedIn && profile.can.message ? chatPathFor(profile.uuid) : null;
  if (!signedIn) return null;

  return (
    <>
      {profile.viewer === 'connection' ? (
        <Badge
          size="xl"
          variant="light"
          color="green"
          radius="sm"
          tt="none"
          leftSection={<IconCheck size={16} aria-hidden />}
        >
          Connected
        </Badge>
      ) : profile.can.connect ? (
        <ConnectControl
          target={{ uuid: profile.uuid, name: profile.name, accountType: profile.accountType }}
          // A state that could not be asked for counts as none: the server refuses a request that exists.
          state={state.isError ? null : state.data}
        />
      ) : null}
      {chat ? (
        <Button component={Link} to={chat} variant="default" leftSection={<IconMessage size={16} aria-hidden />}>
          Message
        </Button>
      ) : null}
    </>
  );
}
