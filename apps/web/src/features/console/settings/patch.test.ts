import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../../test/console-fixture.ts';
import {
  accountTypeSection,
  brandSection,
  changedParts,
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
    expect(
      sectionPatch(otherSection, savedSettings, {
        ...values,
        main_website_url: 'https://ventura.example.org ',
        subscription_active_message: '   ',
        meeting_time_slot_difference_in_mins: '30',
        profile_settings: { ...values.profile_settings, upload_max_kb: 1024 },
      }),
    ).toEqual({
      main_website_url: 'https://ventura.example.org',
      meeting_time_slot_difference_in_mins: 30,
      profile_settings: { upload_max_bytes: 1_048_576 },
    });
    expect(sectionPatch(otherSection, savedSettings, { ...values, main_website_url: '' })).toEqual({});
  });

  it('puts a problem of the upload limit in bytes on the field in kilobytes', () => {
    expect(otherSection.fieldOf('profile_settings.upload_max_bytes')).toBe('profile_settings.upload_max_kb');
    expect(otherSection.fieldOf('main_website_url')).toBe('main_website_url');
  });
});
