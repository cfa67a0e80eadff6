import type { OwnProfile, ProfileTypeDef } from '@ventura/shared';
import { type EditStep, editStepsOf } from './edit-pages.ts';

/**
 * The guided flow's steps: every section of the profile, then the lists a complete profile needs
 * (a startup's founders); the review comes after them.
 */
export const guidedStepsOf = (def: ProfileTypeDef, profile: Pick<OwnProfile, 'sections' | 'completeness'>) => {
  const needed = new Set(def.lists.filter((list) => list.minItems > 0).map((list) => list.key));
  return editStepsOf(def, profile).filter((step) => step.kind === 'section' || needed.has(step.key));
};

/**
 * The step the flow opens on: the one the URL names (?step=2, counted from 1; the review is the step
 * after the last), else the first that is not complete, else the review.
 */
export const openingStep = (steps: readonly EditStep[], requested: string | null) => {
  const review = steps.length;
  const asked = requested === null ? Number.NaN : Number(requested);
  if (Number.isInteger(asked) && asked >= 1 && asked <= review + 1) return asked - 1;
  const firstOpen = steps.findIndex((step) => !step.complete);
  return firstOpen === -1 ? review : firstOpen;
};
