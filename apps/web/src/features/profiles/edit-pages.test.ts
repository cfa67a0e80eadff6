import { type OwnProfile, profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { editStepsOf, editTargetOf, isMainSection, loadFailedText } from './edit-pages.ts';

const { investor, startup } = profileTypes;
const organisation = ['organization-details', 'representative-details', 'investments-details'];
const individual = ['individual-details', 'individual-investments-details'];

const completeness = (missing: OwnProfile['completeness']['missing']): OwnProfile['completeness'] => ({
  percentage: 40,
  complete: missing.length === 0,
  missing,
  isApproved: false,
  isRejected: false,
  approvalStatus: 'draft',
  approvalMessage: null,
});

describe('editTargetOf', () => {
  it('opens the section or list the URL names, with or without a trailing slash', () => {
    expect(editTargetOf(investor, '/investors/edit/organization-details', organisation)).toMatchObject({
      kind: 'section',
      section: { key: 'organization-details' },
    });
    expect(editTargetOf(startup, '/startups/edit/founders/', null)).toMatchObject({
      kind: 'list',
      list: { key: 'founders' },
    });
  });

  it('leads a section of the other investor type to the one of the same title, else to the first', () => {
    expect(editTargetOf(investor, '/investors/edit/investments-details', individual)).toEqual({
      kind: 'redirect',
      to: '/investors/edit/individual-investments-details',
    });
    expect(editTargetOf(investor, '/investors/edit/representative-details', individual)).toEqual({
      kind: 'redirect',
      to: '/investors/edit/individual-details',
    });
    expect(editTargetOf(investor, '/investors/edit/individual-details', organisation)).toEqual({
      kind: 'redirect',
      to: '/investors/edit/organization-details',
    });
  });

  it('opens any section of the type until the profile has said which apply', () => {
    expect(editTargetOf(investor, '/investors/edit/individual-details', null)).toMatchObject({ kind: 'section' });
  });

  it('finds nothing at an unknown page or another type’s page', () => {
    expect(editTargetOf(startup, '/startups/edit/pitch', null)).toEqual({ kind: 'not-found' });
    expect(editTargetOf(startup, '/investors/edit/organization-details', null)).toEqual({ kind: 'not-found' });
  });
});

describe('editStepsOf', () => {
  it('lists the sections that apply and then the lists, each complete unless something required is missing', () => {
    const steps = editStepsOf(startup, {
      sections: startup.sections.map((section) => section.key),
      completeness: completeness([
        {
          key: 'product-information',
          title: 'Product',
          page: '/startups/edit/product-information',
          fields: ['Product stage'],
        },
        { key: 'founders', title: 'Founders', page: '/startups/edit/founders', fields: ['At least one founder'] },
      ]),
    });
    expect(steps.map((step) => [step.key, step.kind, step.complete])).toEqual([
      ['startup-information', 'section', true],
      ['industry-technology', 'section', true],
      ['product-information', 'section', false],
      ['financial-details', 'section', true],
      ['founders', 'list', false],
      ['advisoryBoards', 'list', true],
      ['ongoingCommitments', 'list', true],
    ]);
    expect(steps[2]?.missing).toEqual(['Product stage']);
  });

  it('counts the items of each list, an empty optional list being complete with nothing in it', () => {
    const steps = editStepsOf(startup, {
      sections: startup.sections.map((section) => section.key),
      completeness: completeness([]),
      lists: { founders: [{ id: 1, values: { name: 'Asha' } }] },
    });
    expect(steps.filter((step) => step.kind === 'list').map((step) => [step.key, step.count, step.complete])).toEqual([
      ['founders', 1, true],
      ['advisoryBoards', 0, true],
      ['ongoingCommitments', 0, true],
    ]);
    expect(steps[0]?.count).toBeNull();
  });

  it('leaves out the sections of the other investor type', () => {
    const steps = editStepsOf(investor, { sections: individual, completeness: completeness([]) });
    expect(steps.map((step) => step.page)).toEqual([
      '/investors/edit/individual-details',
      '/investors/edit/individual-investments-details',
    ]);
  });
});

describe('isMainSection and loadFailedText', () => {
  it('holds the logo on the first section that applies', () => {
    const [organisationMain] = investor.sections;
    const individualMain = investor.sections.find((section) => section.key === 'individual-details');
    if (!organisationMain || !individualMain) throw new Error('investor sections');
    expect(isMainSection(investor, { sections: organisation }, organisationMain)).toBe(true);
    expect(isMainSection(investor, { sections: individual }, individualMain)).toBe(true);
    expect(isMainSection(investor, { sections: individual }, organisationMain)).toBe(false);
  });

  it('says what failed to load in the spec’s words', () => {
    expect(loadFailedText(startup)).toBe('Error getting startup info!');
  });
});
