import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type EmailNotice, emailNotices, type Profile } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSubscribeNewsletter, useUpdateNotificationSettings } from '../api.ts';

const notices = Object.entries(emailNotices) as [EmailNotice, string][];

/**
 * Which notices also come by email, and the newsletter. Each switch saves when flipped; the in-app
 * notices always show.
 */
export function EmailNoticesSection({ profile }: { profile: Profile }) {
  const headingId = useId();
  const settings = useUpdateNotificationSettings();
  const newsletter = useSubscribeNewsletter();
  const failed = (error: unknown) => notify.error(errorText(error, 'Error saving!'));

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            Email
          </Title>
          <Text c="dimmed" size="sm">
            Notices always show in the app. Choose which ones also reach you by email.
          </Text>
        </Stack>
        {notices.map(([key, label]) => (
          <Switch
            key={key}
            label={label}
            checked={profile.notificationSettings[key]}
            disabled={settings.isPending}
            onChange={(event) =>
              settings.mutate(
                { [key]: event.currentTarget.checked },
                { onSuccess: () => notify.success('Email settings saved'), onError: failed },
              )
            }
          />
        ))}
        <Switch
          label="The platform's newsletter"
          description="News, programs and events of this community, about once a month"
          checked={profile.newsletter}
          disabled={newsletter.isPending}
          onChange={(event) => {
            const subscribed = event.currentTarget.checked;
            newsletter.mutate(
              { subscribed },
              {
                onSuccess: () =>
                  notify.success(subscribed ? 'Subscribed to the newsletter' : 'Unsubscribed from the newsletter'),
                onError: failed,
              },
            );
          }}
        />
      </Stack>
    </Paper>
  );
}
