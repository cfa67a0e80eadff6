import { profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { guidedStepsOf, openingStep } from './guided-steps.ts';

const { startup } = profileTypes;
const profile = (missingKeys: string[]) => ({
  sections: startup.sections.map((section) => section.key),
  completeness: {
    percentage: 50,
    complete: missingKeys.length === 0,
    missing: missingKeys.map((key) => ({ key, title: key, page: `/${key}`, fields: ['Something'] })),
    isApproved: false,
    isRejected: false,
    approvalStatus: 'draft' as const,
    approvalMessage: null,
  },
});

describe('guidedStepsOf', () => {
  it('walks through every section and the lists a complete profile needs, not the optional ones', () => {
    expect(guidedStepsOf(startup, profile([])).map((step) => step.key)).toEqual([
      'startup-information',
      'industry-technology',
      'product-information',
      'financial-details',
      'founders',
    ]);
  });
});

describe('openingStep', () => {
  it('opens on the step the URL names, counted from one, the review included', () => {
    const steps = guidedStepsOf(startup, profile([]));
    expect(openingStep(steps, '2')).toBe(1);
    expect(openingStep(steps, '6')).toBe(5);
  });

  it('otherwise opens on the first step with something missing, or on the review', () => {
    expect(openingStep(guidedStepsOf(startup, profile(['financial-details', 'founders'])), null)).toBe(3);
    expect(openingStep(guidedStepsOf(startup, profile([])), null)).toBe(5);
    expect(openingStep(guidedStepsOf(startup, profile(['startup-information'])), 'seven')).toBe(0);
    expect(openingStep(guidedStepsOf(startup, profile(['startup-information'])), '9')).toBe(0);
  });
});
