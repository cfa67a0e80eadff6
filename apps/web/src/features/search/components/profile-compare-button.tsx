import type { PublicProfile } from '@ventura/shared';
import { compareKindOf } from '../compare-list.ts';
import { CompareToggle } from './compare-toggle.tsx';

/** On a startup's, investor's or corporate's public profile: add it to (or take it out of) its compare list. */
export function ProfileCompareButton({ profile }: { profile: PublicProfile }) {
  const kind = compareKindOf(profile.accountType);
  if (!kind || profile.viewer === 'owner') return null;
  return (
    <CompareToggle
      kind={kind}
      size="sm"
      item={{ uuid: profile.uuid, name: profile.name, logo: profile.logo, profileUrl: profile.profileUrl }}
    />
  );
}
