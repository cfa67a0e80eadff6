// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../../test/console-fixture.ts';
import {
  accountTypeSection,
  brandSection,
  type CommunityValues,
  changedParts,
  communitySection,
  featureSection,
  otherSection,
  type SettingsSection,
  sectionPatch,
} from './patch.ts';

const savedSettings = settingsFixture();

describe('settings patches', () => {
  it('keeps only the parts that changed, nested objects key by key', () => {
    expect(
      changedParts(
        { a: 1, b: { c: 'x', d: { e: true } }, f: ['one'], g: null },
        { a: 1, b: { c: 'y', d: { e: true } }, f: ['one'], g: null },
      ),
    ).toEqual({ b: { c: 'y' } });
    expect(changedParts({ a: 1, list: ['a'] }, { a: 1, list: ['a', 'b'] })).toEqual({ list: ['a', 'b'] });
    expect(changedParts({ a: 'x' }, { a: null })).toEqual({ a: null });
    expect(changedParts({ a: 1 }, { a: 1 })).toEqual({});
  });

  it('sends nothing for a section left as it was', () => {
    const unchanged = <V>(section: SettingsSection<V>) =>
      sectionPatch(section, savedSettings, section.valuesOf(savedSettings));
    expect(unchanged(brandSection)).toEqual({});
    expect(unchanged(featureSection)).toEqual({});
    expect(unchanged(accountTypeSection)).toEqual({});
    expect(unchanged(otherSection)).toEqual({});
    expect(unchanged(communitySection)).toEqual({});
  });

  it('sends a changed colour and layout alone, with the name trimmed when it changes', () => {
    const values = brandSection.valuesOf(savedSettings);
    const edited = {
      ...values,
      name: `  ${values.name}  `,
      layout: 'top' as const,
      branding: { ...values.branding, colors: { ...values.branding.colors, primary: '#0f766e' } },
    };
    expect(sectionPatch(brandSection, savedSettings, edited)).toEqual({
      layout: 'top',
      branding: { colors: { primary: '#0f766e' } },
    });
  });

  it('sends one switched flag or account type', () => {
    const features = featureSection.valuesOf(savedSettings);
    expect(
      sectionPatch(featureSection, savedSettings, { features: { ...features.features, connections: false } }),
    ).toEqual({ features: { connections: false } });
    const types = accountTypeSection.valuesOf(savedSettings);
    expect(types.users).not.toHaveProperty('other');
    expect(sectionPatch(accountTypeSection, savedSettings, { users: { ...types.users, mentor: false } })).toEqual({
      users: { mentor: false },
    });
  });

  it('sends blank texts as null, minutes as a number and the upload limit in bytes', () => {
    const values = otherSection.valuesOf(savedSettings);
    expect(values.profile_settings.upload_max_kb).toBe(512);
    expect(values.meetings).toEqual({ videoCall: 'built_in' });
    expect(
      sectionPatch(otherSection, savedSettings, {
        ...values,
        main_website_url: 'https://ventura.example.org ',
        subscription_active_message: '   ',
        meeting_time_slot_difference_in_mins: '30',
        meetings: { videoCall: 'external' },
        profile_settings: { ...values.profile_settings, upload_max_kb: 1024 },
      }),
    ).toEqual({
      main_website_url: 'https://ventura.example.org',
      meeting_time_slot_difference_in_mins: 30,
      meetings: { videoCall: 'external' },
      profile_settings: { upload_max_bytes: 1_048_576 },
    });
    expect(sectionPatch(otherSection, savedSettings, { ...values, main_website_url: '' })).toEqual({});
  });

  it('puts a problem of the upload limit in bytes on the field in kilobytes', () => {
    expect(otherSection.fieldOf('profile_settings.upload_max_bytes')).toBe('profile_settings.upload_max_kb');
    expect(otherSection.fieldOf('main_website_url')).toBe('main_website_url');
  });

  it('sends the community wall’s changed rule and types, the types in the platform’s order', () => {
    const values = communitySection.valuesOf(savedSettings);
    expect(values.community).toEqual({ who_may_post: 'members', posting_account_types: [], public_posts: false });
    const byType: CommunityValues = {
      community: { ...values.community, who_may_post: 'account_types', posting_account_types: ['mentor', 'startup'] },
    };
    expect(sectionPatch(communitySection, savedSettings, byType)).toEqual({
      community: { who_may_post: 'account_types', posting_account_types: ['startup', 'mentor'] },
    });
    expect(
      sectionPatch(communitySection, savedSettings, { community: { ...values.community, public_posts: true } }),
    ).toEqual({ community: { public_posts: true } });
  });

  it('sees no change in types chosen in another order', () => {
    const saved = settingsFixture({
      settings: {
        ...savedSettings.settings,
        community: { who_may_post: 'account_types', posting_account_types: ['mentor', 'startup'], public_posts: true },
      },
    });
    const values = communitySection.valuesOf(saved);
    expect(values.community.posting_account_types).toEqual(['startup', 'mentor']);
    const reordered: CommunityValues = {
      community: { ...values.community, posting_account_types: ['mentor', 'startup'] },
    };
    expect(sectionPatch(communitySection, saved, reordered)).toEqual({});
  });
});
