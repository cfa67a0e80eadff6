import { Button, Group, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleMember } from '@ventura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../../../api/sign-in.ts';
import { notify } from '../../../core/notify.ts';
import { useMemberStatus, useSignInAs } from '../api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Dialog = 'status' | 'sign-in' | null;

/** Suspend or restore an account (for a reason) and sign in as one of its profiles. */
export function MemberActions({ member }: { member: ConsoleMember }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const suspended = member.status === 'suspended';
  return (
    <>
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <Button
          size="xs"
          variant="default"
          disabled={!member.can.changeStatus}
          onClick={() => setDialog('status')}
          aria-label={`${suspended ? 'Re-activate' : 'Deactivate'} ${member.name}`}
        >
          {suspended ? 'Re-activate' : 'Deactivate'}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!member.can.signInAs}
          onClick={() => setDialog('sign-in')}
          aria-label={`Sign in as ${member.name}`}
        >
          Sign in as
        </Button>
      </Group>
      {dialog === 'status' ? <StatusDialog member={member} onClose={() => setDialog(null)} /> : null}
      {dialog === 'sign-in' ? <SignInAsDialog member={member} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function StatusDialog({ member, onClose }: { member: ConsoleMember; onClose: () => void }) {
  const memberStatus = useMemberStatus();
  const suspended = member.status === 'suspended';
  return (
    <ReasonDialog
      title={suspended ? `Re-activate ${member.name}?` : `Deactivate ${member.name}?`}
      intro={
        suspended
          ? 'They can sign in again, and their profiles show again.'
          : 'They are signed out on every device and cannot sign in until the account is re-activated.'
      }
      confirmLabel={suspended ? 'Re-activate' : 'Deactivate'}
      confirmColor={suspended ? undefined : 'red'}
      onClose={onClose}
      onConfirm={async (reason) => {
        const answer = await memberStatus.mutateAsync({
          id: member.id,
          action: suspended ? 'reactivate' : 'deactivate',
          reason,
        });
        notify.success(answer.message);
        onClose();
      }}
    />
  );
}

function SignInAsDialog({ member, onClose }: { member: ConsoleMember; onClose: () => void }) {
  const signInAs = useSignInAs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [profileUuid, setProfileUuid] = useState(member.profiles[0]?.uuid ?? '');
  const options = member.profiles.map((profile) => ({
    value: profile.uuid,
    label: `${profile.name} (${profile.label})`,
  }));
  return (
    <ReasonDialog
      title={`Sign in as ${member.name}?`}
      intro="You will see the platform as they do, in this tab, and leave the console. Sign in again as yourself afterwards."
      confirmLabel="Sign in as this member"
      onClose={onClose}
      onConfirm={async (reason) => {
        const session = await signInAs.mutateAsync({ profileUuid, reason });
        completeSignIn(session, { queryClient, navigate, message: `Signed in as ${session.user.name}`, to: '/' });
      }}
    >
      {options.length > 1 ? (
        <Select
          label="Profile"
          data={options}
          value={profileUuid}
          onChange={(value) => setProfileUuid(value ?? profileUuid)}
          allowDeselect={false}
        />
      ) : (
        <Text size="sm">Profile: {options[0]?.label}</Text>
      )}
    </ReasonDialog>
  );
}
