import type { PublicProfile } from '@ventura/shared';
import { type CompareKind, compareDirectoryOf, compareKindOf } from '../compare-list.ts';
import { useDirectoryAccess } from '../use-directory-access.ts';
import { CompareToggle } from './compare-toggle.tsx';

/**
 * On a startup's, investor's or corporate's public profile: add it to (or take it out of) its compare
 * list, for a visitor who may search that directory (comparing is part of it; the server refuses others).
 */
export function ProfileCompareButton({ profile }: { profile: PublicProfile }) {
  const kind = compareKindOf(profile.accountType);
  if (!kind || profile.viewer === 'owner') return null;
  return <CompareWhereAllowed kind={kind} profile={profile} />;
}

function CompareWhereAllowed({ kind, profile }: { kind: CompareKind; profile: PublicProfile }) {
  if (useDirectoryAccess(compareDirectoryOf[kind]) !== 'open') return null;
  return (
    <CompareToggle
      kind={kind}
      size="sm"
      item={{ uuid: profile.uuid, name: profile.name, logo: profile.logo, profileUrl: profile.profileUrl }}
    />
  );
}
