import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@ventura/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { profileKeys } from '../../../api/profile.ts';
import { notify } from '../../../core/notify.ts';
import { useToggleAccountStatus } from '../api.ts';
import { leaveAccount } from '../leave-account.ts';

/**
 * Deactivate or re-activate the account (one toggle on the server). Deactivating closes every session,
 * this one too, so the person is signed out; they re-activate here after signing in again.
 */
export function AccountStatusSection({ profile }: { profile: Profile }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toggle = useToggleAccountStatus();
  const active = profile.accountStatus === 'active';

  const run = () =>
    toggle.mutate(undefined, {
      onSuccess: ({ status }) => {
        if (status === 'deactivated') {
          notify.success('Account Deactivated Successfully.');
          leaveAccount({ queryClient, navigate: (to) => void navigate(to, { replace: true }) });
          return;
        }
        notify.success('Account Re-activated Successfully.');
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      },
      onError: (error) => notify.error(errorText(error, 'Error while deactivate account')),
    });

  const confirm = () =>
    modals.openConfirmModal({
      title: active ? 'Deactivate your account?' : 'Re-activate your account?',
      children: (
        <Text size="sm">
          {active
            ? 'You will be signed out on every device. You can sign in again at any time and re-activate your account from Account Settings.'
            : 'Your account becomes active again.'}
        </Text>
      ),
      labels: { confirm: active ? 'Deactivate' : 'Re-activate', cancel: 'Cancel' },
      confirmProps: active ? { color: 'red' } : {},
      onConfirm: run,
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {active ? 'Deactivate account' : 'Re-activate account'}
        </Title>
        {active ? (
          <Text size="sm">
            Take a break without losing anything. Deactivating signs you out on every device; sign in again to
            re-activate.
          </Text>
        ) : (
          <Alert color="yellow" title="Your account is deactivated" w="100%">
            Re-activate it to use the platform as before.
          </Alert>
        )}
        <Button
          color={active ? 'red' : undefined}
          variant={active ? 'light' : 'filled'}
          onClick={confirm}
          loading={toggle.isPending}
        >
          {active ? 'Deactivate account' : 'Re-activate account'}
        </Button>
      </Stack>
    </Paper>
  );
}
