import type { ListDef, OwnProfile, ProfileTypeDef, SectionDef } from '@ventura/shared';
import { profileFormIdOf } from '../../core/profile-form-path.ts';

/** What an edit URL opens: a section's form, a list, another URL, or nothing at all. */
export type EditTarget =
  | { kind: 'section'; section: SectionDef }
  | { kind: 'list'; list: ListDef }
  /** A custom form of the forms feature (`{webPath}/edit/custom-forms/{id}/{slug}`). */
  | { kind: 'custom-form'; formId: number }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The page of a type's profile at `pathname`. Until the profile has loaded (`applies` null) every
 * section of the type opens; after, a section that is not part of this profile (an organisation
 * investor's pages for an individual investor) leads to the one of the same title that is, else to
 * the first section.
 */
export const editTargetOf = (def: ProfileTypeDef, pathname: string, applies: readonly string[] | null): EditTarget => {
  const path = withoutTrailingSlash(pathname);
  const section = def.sections.find((s) => s.page === path);
  if (section) {
    if (!applies || applies.includes(section.key)) return { kind: 'section', section };
    const own = def.sections.filter((s) => applies.includes(s.key));
    const instead = own.find((s) => s.title === section.title) ?? own[0];
    return instead ? { kind: 'redirect', to: instead.page } : { kind: 'not-found' };
  }
  const list = def.lists.find((l) => l.page === path);
  if (list) return { kind: 'list', list };
  const formId = profileFormIdOf(`${def.webPath}/edit`, path);
  if (formId !== null) return { kind: 'custom-form', formId };
  return { kind: 'not-found' };
};

/** One entry of the list of a profile's parts: its page and whether nothing required is missing there. */
export type EditStep = {
  key: string;
  title: string;
  page: string;
  kind: 'section' | 'list';
  complete: boolean;
  /** What is still required there, as the completeness names it. */
  missing: string[];
  /** How many items a list holds; null for a section. */
  count: number | null;
};

/** The parts of this profile in order, sections that apply first and then the type's lists. */
export const editStepsOf = (
  def: ProfileTypeDef,
  profile: Pick<OwnProfile, 'sections' | 'completeness'> & Partial<Pick<OwnProfile, 'lists'>>,
) => {
  const missingOf = (key: string) => profile.completeness.missing.find((part) => part.key === key)?.fields ?? [];
  const step = (part: SectionDef | ListDef, kind: EditStep['kind']): EditStep => {
    const missing = missingOf(part.key);
    const count = kind === 'list' ? (profile.lists?.[part.key]?.length ?? 0) : null;
    return { key: part.key, title: part.title, page: part.page, kind, complete: missing.length === 0, missing, count };
  };
  return [
    ...def.sections.filter((s) => profile.sections.includes(s.key)).map((s) => step(s, 'section')),
    ...def.lists.map((l) => step(l, 'list')),
  ];
};

/** Whether a section is the profile's main one (the first that applies): the page that also holds the logo. */
export const isMainSection = (def: ProfileTypeDef, profile: Pick<OwnProfile, 'sections'>, section: SectionDef) =>
  def.sections.find((s) => profile.sections.includes(s.key)) === section;

/** The text of a failed profile load ('Error getting startup info!', spec calls 8). */
export const loadFailedText = (def: ProfileTypeDef) => `Error getting ${def.label.toLowerCase()} info!`;
