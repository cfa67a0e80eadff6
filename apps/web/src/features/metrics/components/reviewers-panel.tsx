import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { StartupMetrics } from '@ventura/shared';
import dayjs from 'dayjs';
import { ChooseReviewersButton } from './choose-reviewers.tsx';
import { InviteForm } from './invite-form.tsx';
import { PersonLine } from './person.tsx';

/** The startup's reviewers, its open invitations, and (when it may) choosing and inviting them. */
export function ReviewersPanel({ data }: { data: StartupMetrics }) {
  const { reviewers, invited, can } = data;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3}>Your reviewers</Title>
        <Text size="sm" c="dimmed">
          Reviewers see the values you submit (never your drafts), comment on them and may ask for an update.
        </Text>
        {reviewers.length ? (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reviewers">
            {reviewers.map((person) => (
              <li key={person.uuid}>
                <PersonLine person={person} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No one reviews your metrics yet.</Text>
        )}
        {can.chooseReviewers ? (
          <div>
            <ChooseReviewersButton current={reviewers} />
          </div>
        ) : null}
      </Stack>
      {invited.length ? (
        <Stack gap="xs">
          <Title order={4}>Invitations not yet accepted</Title>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Invitations">
            {invited.map((invitation) => (
              <Text component="li" size="sm" key={invitation.email}>
                {invitation.email}{' '}
                <Text span c="dimmed" size="sm">
                  (the link works until {dayjs(invitation.expiresAt).format('D MMM YYYY')})
                </Text>
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {can.chooseReviewers ? (
        <>
          <Divider />
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <InviteForm />
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
