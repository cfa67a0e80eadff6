import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useCurrentProfile } from '../../../api/profile.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { AccountStatusSection } from '../components/account-status-section.tsx';
import { AvatarSection } from '../components/avatar-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { EmailNoticesSection } from '../components/email-notices-section.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { SocialLinksForm } from '../components/social-links-form.tsx';

/**
 * Account Settings (/account/edit/profile): photo, personal details, social links, email notices and the
 * newsletter, sessions, deactivation and deletion of the account; a link to Your data (issue 42).
 */
export function AccountSettingsPage() {
  const tenant = useTenant();
  const profile = useCurrentProfile();
  useDocumentTitle(`Account Settings | ${tenant.name}`);

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Account Settings</Title>
        <Text c="dimmed">Your own details and your account. They apply to every profile you hold.</Text>
        <Anchor component={Link} to={paths.yourData} size="sm">
          Your data: download a copy, see profiles linked with other platforms
        </Anchor>
      </Stack>
      <QueryView query={profile} errorTitle="Your account could not be loaded" loadingHeight={420}>
        {(data) => (
          <>
            <AvatarSection profile={data} />
            <ProfileDetailsForm profile={data} />
            <SocialLinksForm profile={data} />
            <EmailNoticesSection profile={data} />
            <SessionsSection />
            {data.can.closeAccount ? (
              <>
                <AccountStatusSection profile={data} />
                <DeleteAccountSection />
              </>
            ) : (
              <Alert variant="light" color="gray" title="Signed in by an operator">
                Deactivating or deleting this account, and changing the email it signs in with, are left to its holder.
              </Alert>
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
