import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PublicProfile } from '@ventura/shared';
import { useId, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { useSubmitStartup } from '../api.ts';
import { submissionBody, submissionErrors } from '../startup-form.ts';
import { StartupForm } from './startup-form.tsx';

/**
 * Submit your startup, on a partner's public profile: a founder tells the partner about their startup,
 * signed in or not. The partner itself does not see it on its own page.
 */
export function SubmissionCard({ profile }: { profile: PublicProfile }) {
  const headingId = useId();
  const tenant = useTenant();
  const submit = useSubmitStartup(profile.uuid);
  const [thanks, setThanks] = useState<string | null>(null);
  if (profile.viewer === 'owner') return null;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Submit your startup
          </Title>
          <Text size="sm" c="dimmed">
            Tell {profile.name} about your startup. If it fits their portfolio, they invite you to join {tenant.name}{' '}
            with them.
          </Text>
        </Stack>
        {thanks ? (
          <Alert
            color="green"
            role="status"
            icon={<IconCircleCheck aria-hidden />}
            title="Submitted"
            styles={readableAlertTitle}
          >
            {thanks}
          </Alert>
        ) : (
          <StartupForm
            validate={submissionErrors}
            send={(values, handlers) =>
              submit.mutate(submissionBody(values), {
                onSuccess: ({ message, data }) => {
                  handlers.onSuccess();
                  setThanks(message || `Thank you. ${data.partner} will review your startup and write to you.`);
                },
                onError: handlers.onError,
              })
            }
            pending={submit.isPending}
            labels={{
              founderName: 'Your name',
              email: 'Your email',
              message: 'What does your startup do?',
              messageHint: `A sentence or two for ${profile.name}: the problem, the product, how far along you are.`,
            }}
            messageRequired
            submitLabel="Submit startup"
            problemTitle="Your startup was not submitted"
            failedText="Your startup could not be submitted"
          />
        )}
      </Stack>
    </Paper>
  );
}
