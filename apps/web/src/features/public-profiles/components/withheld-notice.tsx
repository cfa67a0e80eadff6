import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { paths } from '../../../core/paths.ts';
import type { WithheldNotice as Notice } from '../present.ts';

/** What this visitor does not see yet and how they would: signing in, or connecting. */
export function WithheldNotice({ notices }: { notices: Notice[] }) {
  const location = useLocation();
  return (
    <Paper
      component="section"
      aria-label="More of this profile"
      withBorder
      radius="lg"
      p="md"
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="sm">
        {notices.map((notice) => (
          <Group key={notice.reason} justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
              <ThemeIcon variant="light" color="gray" radius="xl" aria-hidden>
                <IconLock size={16} />
              </ThemeIcon>
              <Text size="sm">{notice.text}.</Text>
            </Group>
            {notice.reason === 'sign_in' ? (
              <Button
                component={Link}
                to={paths.login}
                variant="default"
                size="xs"
                onClick={() => rememberAttemptedUrl(`${location.pathname}${location.search}`)}
              >
                Sign in
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
