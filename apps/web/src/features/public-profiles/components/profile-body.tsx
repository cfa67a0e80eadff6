import { Stack, Text } from '@mantine/core';
import { isProfileAccountType, type ProfileAccountType, type PublicProfile } from '@ventura/shared';
import { shownLists, shownSections } from '../present.ts';
import { useProfileNames } from '../use-profile-names.ts';
import { ProfileList, ProfileSection } from './profile-section.tsx';

/**
 * A profile's sections and lists as its public page shows them to this viewer, without the header: what
 * the operators' console shows of a profile under review. The holder and operators are told which fields
 * others do not see.
 */
export function ProfileBody({ profile }: { profile: PublicProfile }) {
  if (!isProfileAccountType(profile.accountType)) {
    return <Text c="dimmed">{profile.label} profiles have no sections to fill in.</Text>;
  }
  return <ProfileParts type={profile.accountType} profile={profile} />;
}

function ProfileParts({ type, profile }: { type: ProfileAccountType; profile: PublicProfile }) {
  const names = useProfileNames(type, profile);
  const sections = shownSections(type, profile.investorType, profile.values, names);
  const lists = shownLists(type, profile.lists, names);
  const withAudience = profile.viewer === 'owner' || profile.viewer === 'operator';
  if (sections.length === 0 && lists.length === 0) {
    return <Text c="dimmed">{profile.name} has not filled in any details yet.</Text>;
  }
  return (
    <Stack gap="lg">
      {sections.map((part) => (
        <ProfileSection key={part.section.key} part={part} withAudience={withAudience} />
      ))}
      {lists.map((part) => (
        <ProfileList key={part.list.key} part={part} withAudience={withAudience} />
      ))}
    </Stack>
  );
}
