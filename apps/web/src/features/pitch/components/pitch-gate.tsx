import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';

/**
 * What the pitch pages show before the pitch itself: signed out, a way to sign in and come back; a profile
 * that does not record pitches (an investor, a mentor), what the pitch deck is and who records it. The
 * pitch is asked for only once the server has said this profile records one (GET pitch-deck refuses the
 * others, and a refusal would send them home).
 */
export function PitchGate({ heading, children }: { heading: ReactNode; children: () => ReactNode }) {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to record your pitch deck"
        intro={`On ${tenant.name}, startups record their fundraising, sales and hiring pitches topic by topic, and show them on their profile.`}
      />
    );
  }
  return <SignedInGate heading={heading}>{children}</SignedInGate>;
}

function SignedInGate({ heading, children }: { heading: ReactNode; children: () => ReactNode }) {
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" w="100%" maw={1180}>
      {heading}
      <QueryView query={profile} errorTitle="Error while loading your profile" loadingHeight={320}>
        {({ can, accountTypeLabel }) =>
          can.recordPitch ? (
            children()
          ) : (
            <Stack gap="xs" maw={720}>
              <Text fw={600}>Pitch decks are recorded by startups.</Text>
              <Text>
                Your {accountTypeLabel.toLowerCase()} profile cannot record one. A startup and the members of its team
                record a fundraising, a sales and a hiring pitch here, topic by topic. You can watch a startup’s
                compiled pitches on its public profile.
              </Text>
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
