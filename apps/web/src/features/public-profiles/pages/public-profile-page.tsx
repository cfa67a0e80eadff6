import { Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ProfileAccountType, PublicProfile } from '@ventura/shared';
import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { ConnectionDocumentCard } from '../../../ui/connection-document-card.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { publicProfileQuery, useCountView } from '../api.ts';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileList, ProfileSection } from '../components/profile-section.tsx';
import { WithheldNotice } from '../components/withheld-notice.tsx';
import { canonicalRedirect, isProfileId, placeOf, shownLists, shownSections, withheldNotices } from '../present.ts';
import type { ProfileAddition } from '../profile-addition.ts';
import { useProfileNames } from '../use-profile-names.ts';

const width = 960;

/**
 * A public profile (product.md 2, "Public profile routes"), signed in or out: what this visitor may see
 * of it, section by section. A missing profile opens /errors/404; an old or missing slug moves to the
 * profile's canonical address.
 */
export function PublicProfilePage({
  type,
  addition,
  action,
}: {
  type: ProfileAccountType;
  addition?: ProfileAddition | undefined;
  action?: ProfileAddition | undefined;
}) {
  const { uuid } = useParams();
  const location = useLocation();
  const tenant = useTenant();
  const user = useSessionUser();
  const viewer = user?.uuid ?? null;
  const valid = isProfileId(uuid);
  const profile = useQuery({ ...publicProfileQuery(type, uuid ?? '', viewer), enabled: valid });
  useCountView(type, profile.data, viewer);
  useDocumentTitle(`${profile.data?.name ?? 'Profile'} | ${tenant.name}`);

  const status = profile.error instanceof ApiError ? profile.error.status : null;
  // A 400 is an id the server does not take: as missing as any other.
  if (!valid || status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;
  if (status === 401 && user === null)
    return <SignInPrompt message={errorText(profile.error, 'Sign in to see this profile')} />;
  if (profile.isError) {
    return (
      <Stack maw={width} mx="auto" w="100%">
        <LoadError
          title="The profile could not be loaded"
          error={profile.error}
          fallback="Please try again."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </Stack>
    );
  }
  if (profile.isPending) {
    return (
      <Stack gap="lg" maw={width} mx="auto" w="100%" role="status" aria-label="Loading the profile">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={240} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  const canonical = canonicalRedirect(location, profile.data.profileUrl);
  if (canonical) return <Navigate to={canonical} replace />;
  return <ProfileView type={type} profile={profile.data} addition={addition} action={action} />;
}

function ProfileView({
  type,
  profile,
  addition: Addition,
  action,
}: {
  type: ProfileAccountType;
  profile: PublicProfile;
  addition: ProfileAddition | undefined;
  action: ProfileAddition | undefined;
}) {
  const names = useProfileNames(type, profile);
  const sections = shownSections(type, profile.investorType, profile.values, names);
  const lists = shownLists(type, profile.lists, names);
  const notices = withheldNotices(profile.withheld);
  // The holder and operators see every field; they are told which ones others do not.
  const withAudience = profile.viewer === 'owner' || profile.viewer === 'operator';

  return (
    <Stack gap="lg" maw={width} mx="auto" w="100%">
      <ProfileHeader type={type} profile={profile} place={placeOf(profile.values, names)} action={action} />
      {notices.length > 0 ? <WithheldNotice notices={notices} /> : null}
      {sections.map((part) => (
        <ProfileSection key={part.section.key} part={part} withAudience={withAudience} />
      ))}
      {lists.map((part) => (
        <ProfileList key={part.list.key} part={part} withAudience={withAudience} />
      ))}
      {sections.length === 0 && lists.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {profile.viewer === 'owner'
            ? 'Your profile has no details yet. Edit it to tell others about you.'
            : `${profile.name} has not added any details yet.`}
        </Text>
      ) : null}
      {type === 'investor' && profile.viewer !== 'anonymous' ? (
        // The server shows it to those who may ask this investor to connect; to others the card is absent.
        <ConnectionDocumentCard investorUuid={profile.uuid} />
      ) : null}
      {Addition ? (
        <Suspense fallback={null}>
          <Addition profile={profile} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
