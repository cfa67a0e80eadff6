import { describe, expect, it } from 'vitest';
import { entryFixture } from '../../test/portfolio-fixture.ts';
import {
  entryActions,
  entryDates,
  listLabel,
  noMatchText,
  portfolioTotal,
  statusFromParam,
  statusTabLabel,
  statusTabs,
} from './portfolio.ts';

const counts = { submitted: 2, invited: 5, joined: 1, declined: 0 };

describe('status tabs', () => {
  it('are every entry, then one per state, labelled with their counts once known', () => {
    expect(statusTabs).toEqual(['all', 'submitted', 'invited', 'joined', 'declined']);
    expect(statusTabs.map((tab) => statusTabLabel(tab, counts))).toEqual([
      'All (8)',
      'Submitted (2)',
      'Invited (5)',
      'Joined (1)',
      'Declined (0)',
    ]);
    expect(statusTabLabel('invited', undefined)).toBe('Invited');
    const many = { ...counts, submitted: 1200 };
    expect(statusTabLabel('submitted', many)).toBe('Submitted (1.2K)');
    expect(statusTabLabel('all', many)).toBe('All (1.2K)');
    expect(portfolioTotal({ submitted: 0, invited: 0, joined: 0, declined: 0 })).toBe(0);
  });

  it('read a state from the address, and anything else as every entry', () => {
    expect(statusFromParam('joined')).toBe('joined');
    expect(statusFromParam('all')).toBeNull();
    expect(statusFromParam('JOINED')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
  });
});

describe('entryActions', () => {
  it('invites a submission, sends an open invitation again, and neither for the others', () => {
    expect(entryActions(entryFixture({ status: 'submitted' }), 'Ventura').invite).toEqual({
      label: 'Invite',
      ariaLabel: 'Invite SolarKart',
    });
    expect(entryActions(entryFixture(), 'Ventura').invite).toEqual({
      label: 'Resend invitation',
      ariaLabel: 'Resend invitation to SolarKart',
    });
    expect(entryActions(entryFixture({ status: 'joined' }), 'Ventura').invite).toBeNull();
    expect(entryActions(entryFixture({ status: 'declined' }), 'Ventura').invite).toBeNull();
  });

  it('withdraws an invitation and removes anything else, saying what happens', () => {
    const withdraw = entryActions(entryFixture(), 'Ventura').remove;
    expect(withdraw).toMatchObject({ label: 'Withdraw', confirm: 'Withdraw invitation' });
    expect(withdraw.body).toContain('The link we sent to neha@solarkart.test stops working');
    const joined = entryActions(entryFixture({ status: 'joined' }), 'Ventura').remove;
    expect(joined).toMatchObject({ label: 'Remove', title: 'Remove SolarKart from your portfolio?' });
    expect(joined.body).toBe('SolarKart keeps its profile on Ventura; it is no longer listed as one of your startups.');
    expect(entryActions(entryFixture({ status: 'submitted' }), 'Ventura').remove.title).toBe(
      'Remove the submission of SolarKart?',
    );
  });

  it("links a joined startup's public profile", () => {
    const startup = {
      uuid: 'u1',
      name: 'SolarKart',
      path: '/startups/profile/u1/solarkart',
      approvalStatus: 'draft' as const,
    };
    expect(entryActions(entryFixture({ status: 'joined', startup }), 'Ventura').profilePath).toBe(
      '/startups/profile/u1/solarkart',
    );
    expect(entryActions(entryFixture(), 'Ventura').profilePath).toBeNull();
  });
});

describe('entryDates', () => {
  it('says when an entry came and until when an open invitation works', () => {
    expect(entryDates(entryFixture())).toBe('Invited on 20 Nov 2026 · open until 20 Dec 2026');
    expect(entryDates(entryFixture({ status: 'submitted', invitedAt: null, expiresAt: null }))).toBe(
      'Submitted on 20 Nov 2026',
    );
    expect(entryDates(entryFixture({ status: 'joined' }))).toBe('Added on 20 Nov 2026');
  });
});

describe('list texts', () => {
  it('name the list and its empty page after the filter', () => {
    expect(listLabel({ status: null, search: '' })).toBe('Startups');
    expect(listLabel({ status: 'invited', search: 'solar' })).toBe('Invited startups matching "solar"');
    expect(noMatchText({ status: 'declined', search: '', pageNumber: 1 })).toBe('No declined startups.');
    expect(noMatchText({ status: null, search: 'zzz', pageNumber: 1 })).toBe(
      'No startup, founder or email matches "zzz".',
    );
    expect(noMatchText({ status: null, search: '', pageNumber: 3 })).toBe('This page is empty now.');
  });
});
