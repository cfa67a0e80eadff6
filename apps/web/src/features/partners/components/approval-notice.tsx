import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { dashboardPaths } from '@ventura/shared';
import { Link } from 'react-router';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';

/** Why the partner cannot add or invite startups now (the server's reason), and where to go about it. */
export function ApprovalNotice({ reason }: { reason: string }) {
  return (
    <Alert color="yellow" title="You cannot add startups yet" styles={readableAlertTitle}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          {reason}. Until then, you can look through your portfolio but not add to it or send invitations.
        </Text>
        <Anchor component={Link} to={dashboardPaths.partner} size="sm">
          See your profile's approval on your dashboard
        </Anchor>
      </Stack>
    </Alert>
  );
}
