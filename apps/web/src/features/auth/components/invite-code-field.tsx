import { Loader, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { accountTypeLabels, type InviteCodeInfo } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';

export type InviteState =
  | { status: 'none' | 'checking' }
  | { status: 'valid'; invite: InviteCodeInfo }
  | { status: 'invalid'; message: string };

export const invalidInviteText = 'This invite code is not valid';

/** What an invite code lookup says, as the form needs it. */
export const inviteStateOf = (
  code: string,
  query: { isFetching: boolean; data: InviteCodeInfo | undefined; error: unknown },
): InviteState => {
  if (code.length === 0) return { status: 'none' };
  if (code.length < 3) return { status: 'invalid', message: invalidInviteText };
  if (query.isFetching) return { status: 'checking' };
  if (query.data) return { status: 'valid', invite: query.data };
  if (query.error) return { status: 'invalid', message: errorText(query.error, invalidInviteText) };
  return { status: 'checking' };
};

const describeInvite = (invite: InviteCodeInfo) =>
  [
    'Invite accepted',
    invite.partner ? `from ${invite.partner.name}` : null,
    invite.program ? `for ${invite.program}` : null,
    invite.accountType ? `(${accountTypeLabels[invite.accountType]} accounts)` : null,
  ]
    .filter(Boolean)
    .join(' ');

/** The optional invite code, checked with the server when it is left (or arrives prefilled). */
export function InviteCodeField({
  input,
  state,
  onBlur,
}: {
  input: GetInputPropsReturnType;
  state: InviteState;
  onBlur: () => void;
}) {
  return (
    <TextInput
      {...input}
      onBlur={onBlur}
      label="Invite code"
      description={state.status === 'valid' ? describeInvite(state.invite) : 'Optional'}
      error={input.error ?? (state.status === 'invalid' ? state.message : undefined)}
      autoComplete="off"
      rightSection={
        state.status === 'checking' ? (
          <Loader size="xs" aria-label="Checking the invite code" />
        ) : state.status === 'valid' ? (
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label="Valid invite code" />
        ) : null
      }
    />
  );
}
