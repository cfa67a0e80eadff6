// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changedLinks } from './components/social-links-form.tsx';

const empty = { linkedin: '', twitter: '', facebook: '', instagram: '', youtube: '' };

describe('changedLinks', () => {
  it('sends only what changed, trimmed, and an emptied link as empty text', () => {
    const saved = { ...empty, linkedin: 'https://linkedin.com/in/a', twitter: 'https://x.com/a' };
    const values = {
      ...saved,
      linkedin: 'https://linkedin.com/in/a',
      twitter: '',
      youtube: ' https://youtube.com/@a ',
    };
    expect(changedLinks(saved, values)).toEqual({ twitter: '', youtube: 'https://youtube.com/@a' });
  });

  it('sends nothing when nothing changed', () => {
    expect(changedLinks(empty, { ...empty, facebook: '   ' })).toEqual({});
  });
});
