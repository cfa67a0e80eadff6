import {
  type FieldDef,
  type FieldValues,
  fieldsOfType,
  isFilled,
  type OwnProfile,
  type ProfileAccountType,
  type ProfileCompleteness,
  type ProfileListItem,
  type PublicProfile,
  profileTypes,
  publicProfilePath,
  shortProfilePath,
  shownAsPerson,
  slugOf,
  type TenantSettings,
  type Viewer,
} from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { LoadedProfile } from './repo.ts';
import { listItemValues } from './store.ts';

/** The name a profile is shown under: the organisation's, or the person's for person types. */
export const displayName = (card: ProfileRow, personName: string) => {
  const type = card.accountType as ProfileAccountType;
  if (shownAsPerson(type, card.investorType)) return personName;
  return card.organizationName?.trim() || personName;
};

export const presentHeader = (card: ProfileRow, personName: string) => {
  const type = card.accountType as ProfileAccountType;
  const name = displayName(card, personName);
  return {
    uuid: card.uuid,
    accountType: card.accountType,
    label: profileTypes[type].label,
    investorType: card.investorType,
    name,
    personName: name === personName ? null : personName,
    tagline: card.tagline,
    logo: card.organizationLogo,
    avatar: card.avatar,
    slug: slugOf(name),
    profileUrl: publicProfilePath(type, card.uuid, name),
    shortUrl: shortProfilePath(card.shortCode),
    totalViews: card.totalViews,
  };
};

export const presentCompleteness = (
  card: ProfileRow,
  result: { percentage: number; complete: boolean; missing: ProfileCompleteness['missing'] },
): ProfileCompleteness => ({
  ...result,
  isApproved: card.approvalStatus === 'approved',
  isRejected: card.approvalStatus === 'rejected' || card.approvalStatus === 'limited_access',
  approvalStatus: card.approvalStatus,
  approvalMessage: card.approvalMessage,
});

const presentLists = (loaded: LoadedProfile, keep: (field: FieldDef) => boolean) =>
  Object.fromEntries(
    loaded.lists.map(({ list, rows }) => [
      list.key,
      rows.map(
        (row): ProfileListItem => ({
          id: Number(row.id),
          values: Object.fromEntries(
            Object.entries(listItemValues(list, row)).filter(([key]) => {
              const field = list.fields.find((f) => f.key === key);
              return field ? keep(field) : false;
            }),
          ),
        }),
      ),
    ]),
  );

export const presentOwnProfile = (
  loaded: LoadedProfile,
  personName: string,
  extra: Pick<OwnProfile, 'sections' | 'completeness' | 'can' | 'editLockedReason'>,
): OwnProfile => ({
  ...presentHeader(loaded.card, personName),
  approvalStatus: loaded.card.approvalStatus,
  values: loaded.values,
  lists: presentLists(loaded, () => true),
  ...extra,
});

/** Whether a viewer sees a field of this audience, and if not, what would show it. */
const audienceRule = (viewer: Viewer, settings: TenantSettings) => {
  const privateTo = settings.profile_settings.private_fields_to;
  return (field: FieldDef): 'shown' | 'sign_in' | 'connect' | 'hidden' => {
    if (viewer === 'owner' || viewer === 'operator') return 'shown';
    const audience = field.audience ?? 'public';
    if (audience === 'public') return 'shown';
    if (audience === 'members') return viewer === 'anonymous' ? 'sign_in' : 'shown';
    if (privateTo === 'nobody') return 'hidden';
    if (privateTo === 'members') return viewer === 'anonymous' ? 'sign_in' : 'shown';
    if (viewer === 'connection') return 'shown';
    return viewer === 'anonymous' ? 'sign_in' : 'connect';
  };
};

/** A profile as one viewer may see it: fields outside their audience never leave the server. */
export const presentPublicProfile = (
  loaded: LoadedProfile,
  personName: string,
  input: { viewer: Viewer; settings: TenantSettings; can: PublicProfile['can'] },
): PublicProfile => {
  const type = loaded.card.accountType as ProfileAccountType;
  const rule = audienceRule(input.viewer, input.settings);
  const values: FieldValues = {};
  const withheld: PublicProfile['withheld'] = [];
  for (const [key, field] of fieldsOfType(type)) {
    const verdict = rule(field);
    if (verdict === 'shown') values[key] = loaded.values[key] ?? null;
    else if ((verdict === 'sign_in' || verdict === 'connect') && isFilled(loaded.values[key])) {
      withheld.push({ label: field.label, reason: verdict });
    }
  }
  const header = presentHeader(loaded.card, personName);
  return {
    ...header,
    personName: input.viewer === 'anonymous' ? null : header.personName,
    userId: input.viewer === 'anonymous' ? null : loaded.card.userId,
    viewer: input.viewer,
    values,
    lists: presentLists(loaded, (field) => rule(field) === 'shown'),
    withheld,
    can: input.can,
  };
};
