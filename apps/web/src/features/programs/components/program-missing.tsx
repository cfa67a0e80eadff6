import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { programFamilyInfo } from '@ventura/shared';
import { Link } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';

/** A program address that leads nowhere: said plainly, with the way to the lists. */
export function ProgramMissing({ code }: { code: string }) {
  return (
    <Alert
      color="yellow"
      icon={<IconInfoCircle aria-hidden />}
      title="That program was not found"
      styles={readableAlertTitle}
    >
      <Stack gap="xs">
        <Text size="sm">No program has the code {code}. It may have been removed, or the link is not complete.</Text>
        <Anchor component={Link} to={programPaths.list('application')} size="sm">
          See the {programFamilyInfo.application.label.toLowerCase()}
        </Anchor>
      </Stack>
    </Alert>
  );
}
