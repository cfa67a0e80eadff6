import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { InvitationAcceptance } from '../components/invitation.tsx';
import { OwnMetrics } from '../components/own-metrics.tsx';
import { ReviewerArea } from '../components/reviewer-area.tsx';

function SignedInMetrics() {
  const profile = useCurrentProfile();
  // One 'today' for the page's life: the grid's columns do not move under someone typing at midnight.
  const today = useMemo(() => new Date(), []);
  return (
    <Stack gap="lg" w="100%" maw={1280}>
      <Title order={1}>Growth metrics</Title>
      <InvitationAcceptance />
      <QueryView query={profile} errorTitle="Error while loading your profile" loadingHeight={320}>
        {({ can }) => {
          // What the caller does here is the server's answer (profile.can), not a reading of the account type.
          if (!can.reportMetrics && !can.reviewMetrics) {
            return (
              <Text>
                Growth metrics are open to approved profiles. Yours is not approved yet: once it is, startups report
                their metrics here and reviewers follow the startups that chose them.
              </Text>
            );
          }
          return (
            <Stack gap="xl">
              {can.reportMetrics ? <OwnMetrics today={today} /> : null}
              {can.reviewMetrics ? <ReviewerArea today={today} /> : null}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}

/**
 * /growth-metrics (issue 37; flag growth_metrics, approved profiles): a startup reports its metrics and
 * chooses its reviewers; reviewers follow, compare, comment and ask for updates. An emailed invitation
 * (`?invite=`) is accepted here once signed in. Signed out it asks to sign in and comes back.
 */
export function MetricsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const [params] = useSearchParams();
  useDocumentTitle(`Growth metrics | ${tenant.name}`);

  if (!tenant.features.growth_metrics) {
    return (
      <Stack gap="sm" maw={720}>
        <Title order={1}>Growth metrics</Title>
        <Text>Growth metrics are not offered on {tenant.name}.</Text>
      </Stack>
    );
  }
  if (!user) {
    return params.has('invite') ? (
      <SignInPrompt
        message="Sign in to review growth metrics"
        intro={`You were invited to review a startup's growth metrics on ${tenant.name}. Sign in or create an account, and you come back here to accept.`}
      />
    ) : (
      <SignInPrompt
        message="Sign in to use growth metrics"
        intro={`On ${tenant.name}, startups report their growth metrics to the reviewers they choose.`}
      />
    );
  }
  return <SignedInMetrics />;
}
