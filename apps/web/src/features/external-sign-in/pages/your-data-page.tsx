import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { DataExportSection } from '../components/data-export-section.tsx';
import { ProfileLinksSection } from '../components/profile-links-section.tsx';
import { externalSignInPaths } from '../paths.ts';

function DeletePointer() {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          Delete your account
        </Title>
        <Text size="sm">
          Deleting your account removes it with every profile you hold, the users you added, the files you uploaded and
          any copy of your data prepared here; what others keep of yours (messages, posts) no longer names you. Links
          with other platforms are cut. This cannot be undone.
        </Text>
        <Anchor component={Link} to={externalSignInPaths.deleteAccount} size="sm" fw={600}>
          Delete your account in Account Settings
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * /account/your-data (issue 42, any member): a copy of everything the account holds, the profiles linked with
 * other platforms, and where the account is deleted.
 */
export function YourDataPage() {
  const tenant = useTenant();
  useDocumentTitle(`Your data | ${tenant.name}`);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Your data</Title>
        <Text c="dimmed">What {tenant.name} holds of you: take a copy, see where your profiles went, or leave.</Text>
      </Stack>
      <DataExportSection />
      <ProfileLinksSection />
      <DeletePointer />
    </Stack>
  );
}
