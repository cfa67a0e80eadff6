import { type FieldDef, profileTypes, sectionsOf } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import {
  audienceNote,
  canonicalRedirect,
  formatAmount,
  inSentence,
  isProfileId,
  type Names,
  placeOf,
  profileLabel,
  shownLists,
  shownSections,
  shownValue,
  webHref,
  withheldNotices,
} from './present.ts';

const names: Names = {
  term: (taxonomy, code) => (taxonomy === 'industries' ? { agritech: 'Agriculture & Agritech' }[code] : undefined),
  country: (code) => ({ IN: 'India' })[code],
  state: (code) => ({ KA: 'Karnataka' })[code],
};
const field = (key: string) => {
  for (const section of profileTypes.startup.sections) {
    const found = section.fields.find((candidate) => candidate.key === key);
    if (found) return found;
  }
  throw new Error(`no startup field ${key}`);
};

describe('shownValue', () => {
  it('formats amounts, years and counts as numbers people read', () => {
    expect(shownValue(field('fundingAsk'), 1_500_000, names)).toEqual({ kind: 'text', text: '1,500,000' });
    expect(shownValue(field('foundedYear'), 2021, names)).toEqual({ kind: 'text', text: '2021' });
    expect(formatAmount(250_000)).toBe('250,000');
  });

  it('shows choices and taxonomy terms by name, falling back to the code while names load', () => {
    expect(shownValue(field('revenueBand'), 'under_100k', names)).toEqual({ kind: 'text', text: 'Under 100K' });
    expect(shownValue(field('servicesLookingFor'), ['fundraising', 'mentorship'], names)).toEqual({
      kind: 'badges',
      items: ['Fundraising', 'Mentorship'],
    });
    expect(shownValue(field('industries'), ['agritech', 'climate'], names)).toEqual({
      kind: 'badges',
      items: ['Agriculture & Agritech', 'climate'],
    });
    expect(shownValue(field('countryCode'), 'IN', names)).toEqual({ kind: 'text', text: 'India' });
  });

  it('says a flag that is on in its own words, and leaves out one that is off', () => {
    expect(shownValue(field('raisingFunds'), true, names)).toEqual({ kind: 'flag', text: 'Raising funds now' });
    expect(shownValue(field('raisingFunds'), false, names)).toBeNull();
  });

  it('shows nothing for empty values', () => {
    expect(shownValue(field('tagline'), null, names)).toBeNull();
    expect(shownValue(field('tagline'), '  ', names)).toBeNull();
    expect(shownValue(field('industries'), [], names)).toBeNull();
    expect(shownValue(field('tagline'), undefined, names)).toBeNull();
  });

  it('links web addresses over http(s) only, emails by mailto and dates as dates', () => {
    expect(shownValue(field('productUrl'), 'greenleaf.example.com/probe', names)).toEqual({
      kind: 'link',
      href: 'https://greenleaf.example.com/probe',
      text: 'greenleaf.example.com/probe',
    });
    expect(webHref('javascript:alert(1)')).toBeNull();
    const email: FieldDef = { key: 'email', label: 'Email', kind: 'email' };
    expect(shownValue(email, 'a@b.co', names)).toEqual({ kind: 'link', href: 'mailto:a@b.co', text: 'a@b.co' });
    const date: FieldDef = { key: 'startDate', label: 'Start date', kind: 'date' };
    expect(shownValue(date, '2024-01-15', names)).toEqual({ kind: 'text', text: '15 Jan 2024' });
  });
});

describe('shownSections and shownLists', () => {
  it('keep the sections with values, without the fields the header shows', () => {
    const sections = shownSections(
      'startup',
      null,
      { name: 'GreenLeaf', tagline: 'Soil sensors', city: 'Bengaluru', about: 'We make probes.', fundingStage: null },
      names,
    );
    expect(sections.map((part) => part.section.key)).toEqual(['startup-information']);
    expect(sections[0]?.fields.map((part) => part.field.key)).toEqual(['about']);
  });

  it('follow the investor type', () => {
    const values = { about: 'Angel investing in climate.', designation: 'Partner' };
    const individual = shownSections('investor', 'individual', values, names);
    expect(individual.map((part) => part.section.key)).toEqual(['individual-details']);
    expect(sectionsOf('investor', 'organization').some((s) => s.key === 'individual-details')).toBe(false);
  });

  it('make a card of each list item: its name, its role, then the rest', () => {
    const [founders] = shownLists(
      'startup',
      {
        founders: [{ id: 1, values: { name: 'Aarav Mehta', designation: 'CEO', bio: 'Farmer’s son.', email: null } }],
        advisoryBoards: [],
      },
      names,
    );
    expect(founders?.list.key).toBe('founders');
    expect(founders?.items).toEqual([
      {
        id: 1,
        title: 'Aarav Mehta',
        subtitle: 'CEO',
        fields: [
          { field: expect.objectContaining({ key: 'bio' }), shown: { kind: 'paragraphs', text: 'Farmer’s son.' } },
        ],
      },
    ]);
  });
});

describe('profileLabel', () => {
  it('heads the long answer about the profile as About, and keeps other labels', () => {
    expect(profileLabel(field('about'))).toBe('About');
    expect(profileLabel(field('teamSize'))).toBe('Team size');
  });
});

describe('placeOf', () => {
  it('names the city, state and country the profile has', () => {
    expect(placeOf({ city: 'Bengaluru', stateCode: 'KA', countryCode: 'IN' }, names)).toBe(
      'Bengaluru, Karnataka, India',
    );
    expect(placeOf({ countryCode: 'IN', stateCode: null, city: null }, names)).toBe('India');
    expect(placeOf({}, names)).toBe('');
  });
});

describe('withheldNotices', () => {
  it('says in one sentence per reason what signing in or connecting would show', () => {
    expect(
      withheldNotices([
        { label: 'Annual revenue', reason: 'sign_in' },
        { label: 'Funding raised to date', reason: 'sign_in' },
        { label: 'Amount you are raising', reason: 'sign_in' },
        { label: 'Email', reason: 'connect' },
        { label: 'Email', reason: 'connect' },
      ]),
    ).toEqual([
      { reason: 'sign_in', text: 'Sign in to see annual revenue, funding raised to date and amount you are raising' },
      { reason: 'connect', text: 'Connect to see email' },
    ]);
    expect(withheldNotices([])).toEqual([]);
  });

  it('keeps names such as LinkedIn as they are written', () => {
    expect(inSentence('LinkedIn profile')).toBe('LinkedIn profile');
    expect(inSentence('Pitch deck link')).toBe('pitch deck link');
  });
});

describe('audienceNote', () => {
  it('tells the holder who else sees fields that are not public', () => {
    expect(audienceNote(undefined, 'connections')).toBeNull();
    expect(audienceNote('public', 'connections')).toBeNull();
    expect(audienceNote('members', 'nobody')).toBe('Members only');
    expect(audienceNote('private', 'connections')).toBe('Connections only');
    expect(audienceNote('private', 'members')).toBe('Members only');
    expect(audienceNote('private', 'nobody')).toBe('Only you');
  });
});

describe('canonicalRedirect', () => {
  const url = '/startups/profile/0f8fad5b-d9cb-469f-a165-70867728950e/greenleaf-agritech';
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('stays on the canonical address', () => {
    expect(canonicalRedirect(at(url), url)).toBeNull();
  });

  it('moves a missing or old slug to the canonical one, keeping the query and fragment', () => {
    expect(canonicalRedirect(at('/startups/profile/0f8fad5b-d9cb-469f-a165-70867728950e'), url)).toBe(url);
    expect(
      canonicalRedirect(
        at('/startups/profile/0f8fad5b-d9cb-469f-a165-70867728950e/old-name', '?ref=mail', '#team'),
        url,
      ),
    ).toBe(`${url}?ref=mail#team`);
  });
});

describe('isProfileId', () => {
  it('takes UUIDs only', () => {
    expect(isProfileId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isProfileId('edit')).toBe(false);
    expect(isProfileId(undefined)).toBe(false);
  });
});
