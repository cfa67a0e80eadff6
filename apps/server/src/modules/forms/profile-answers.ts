import {
  type Answers,
  type AnswerValue,
  checkAnswers,
  type FormField,
  type FormPrefill,
  formLimits,
  type PrefillSource,
  questionsOf,
} from '@ventura/shared';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import { countryNames } from '../../platform/reference/repo.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { formPolicy } from './policy.ts';
import { presentProfileAnswers } from './present.ts';
import * as repo from './repo.ts';
import { formNotFound, readable } from './service.ts';

/*
 * Profile forms and a profile (attachToProfile): answers offered from the caller's own profile while they
 * fill one in, and a profile's submitted answers as its page shows them. Whether a profile is there for
 * the caller at all follows the public profile page; a form whose answers the caller may not read is
 * simply not there (404), so a member cannot tell a hidden answer from none.
 */

type Holder = NonNullable<Awaited<ReturnType<typeof repo.findProfileHolder>>>;

const profileNotFound = () => notFound('Profile not found');

/** The profile with its holder, if the caller may see it at all; a tenant keeping profiles to members asks a visitor to sign in. */
const viewable = (ctx: Context, found: Holder | undefined) => {
  if (!found) throw profileNotFound();
  const holder = { ...found.profile, userStatus: found.userStatus };
  if (!profilePolicy.view(ctx.auth, holder)) throw profileNotFound();
  if (!ctx.auth && ctx.tenant.settings.profile_settings.public_profiles === 'members') {
    throw unauthorized('Sign in to see this profile');
  }
  return holder;
};

const mobileOf = (user: Member['auth']['user']) => {
  if (!user.mobileNumber) return null;
  const code = user.countryCode?.replace(/^\+/, '');
  return code ? `+${code} ${user.mobileNumber}` : user.mobileNumber;
};

/** The field alone, visible and optional, so that one offered answer is checked by the form's own rule. */
const alone = (field: FormField): FormField => ({ ...field, required: false, showIf: undefined });

/** Answers offered from one of the caller's own profiles, by each question's `prefill`; an offer the question would refuse is left out. */
const prefill = async (m: Member, form: repo.FormRow, profile: Holder['profile']): Promise<FormPrefill> => {
  const country = profile.countryCode
    ? ((await countryNames(m.db, [profile.countryCode])).get(profile.countryCode) ?? null)
    : null;
  const facts: Record<PrefillSource, string | null> = {
    name: m.auth.user.name,
    email: m.auth.user.email,
    mobileNumber: mobileOf(m.auth.user),
    organizationName: profile.organizationName ?? profile.displayName,
    website: profile.website,
    city: profile.city,
    country,
    about: profile.about,
  };
  const answers: Answers = {};
  for (const field of questionsOf(form.fields)) {
    const fact = field.prefill ? facts[field.prefill] : null;
    if (!fact) continue;
    const offered: AnswerValue = field.type === 'number' && /^\d+$/.test(fact) ? Number(fact) : fact;
    const checked = checkAnswers([alone(field)], { [field.key]: offered }, { complete: false });
    const value = checked.answers[field.key];
    if (checked.errors.length === 0 && value !== undefined) answers[field.key] = value;
  }
  return { answers };
};

/**
 * GET forms-management/profile/data/{formUuid}/{profileUuid}. On one of the caller's own profiles: the
 * answers offered from it. On another's: its submitted answers to a profile form, to operators, and to
 * whoever may view the profile where the form shows its answers; no answers while none are sent (a
 * draft is its member's alone). Anything else is 404.
 */
export const profileData = async (m: Member, formUuid: string, profileUuid: string): Promise<FormPrefill> => {
  const form = await repo.findFormByUuid(m.db, m.tenant.id, formUuid);
  if (!form || !formPolicy.exists(m.auth, form)) throw formNotFound();
  const found = await repo.findProfileHolder(m.db, m.tenant.id, profileUuid);
  if (found && found.profile.userId === m.auth.user.id) return prefill(m, readable(m, form), found.profile);
  const holder = viewable(m, found);
  if (!formPolicy.readProfileAnswers(m.auth, form, holder)) throw formNotFound();
  const submission = await repo.findMemberSubmission(m.db, m.tenant.id, form.id, holder.id);
  if (submission?.status !== 'submitted') return { answers: {}, submittedAt: null };
  return {
    answers: submission.answers,
    submittedAt: (submission.submittedAt ?? submission.updatedAt).toISOString(),
  };
};

/**
 * GET forms-management/profile/answers/{profileUuid}: the profile's submitted answers to the profile forms
 * the caller may read them of (its member and operators: every one; others who may view the profile:
 * those the form shows), the oldest form first, at most formLimits.profileAnswerForms.
 */
export const profileAnswers = async (ctx: Context, profileUuid: string) => {
  const holder = viewable(ctx, await repo.findProfileHolder(ctx.db, ctx.tenant.id, profileUuid));
  const operator = formPolicy.manage(ctx.auth);
  const rows = await repo.listProfileAnswers(ctx.db, ctx.tenant.id, holder.id, {
    everyForm: operator || formPolicy.ownsProfile(ctx.auth, holder),
    withDraftForms: operator,
    limit: formLimits.profileAnswerForms,
  });
  const can = { downloadFiles: formPolicy.downloadProfileFiles(ctx.auth, holder) };
  return rows.map((row) => presentProfileAnswers(row, can));
};
