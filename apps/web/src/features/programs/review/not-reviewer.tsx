import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';

/** What someone who may not review a program sees on its review page (the server answers them 403). */
export function NotReviewer({ code, title }: { code: string; title?: string | undefined }) {
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={20} aria-hidden />}
      title="You are not a reviewer of this program"
      styles={readableAlertTitle}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Only the program's managers and the reviewers they assign read the applications to {title ?? 'this program'}.
          Ask the program's team to add you if you should review them.
        </Text>
        <Anchor component={Link} to={programPaths.details(code)} size="sm">
          Go to the program's page
        </Anchor>
      </Stack>
    </Alert>
  );
}
