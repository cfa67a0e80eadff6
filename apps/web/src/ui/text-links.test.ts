import { describe, expect, it } from 'vitest';
import { splitLinks } from './text-links.ts';

describe('splitLinks', () => {
  it('cuts web addresses out of the text as links, leaving the rest as text', () => {
    expect(splitLinks('Deck: https://example.com/deck?x=1 and www.lumen.io/team.')).toEqual([
      { kind: 'text', text: 'Deck: ' },
      { kind: 'link', text: 'https://example.com/deck?x=1', href: 'https://example.com/deck?x=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.lumen.io/team', href: 'https://www.lumen.io/team' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a closing bracket the address opened, and drops one the sentence opened', () => {
    expect(splitLinks('https://en.wikipedia.org/wiki/Cat_(animal).')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Cat_(animal)',
      href: 'https://en.wikipedia.org/wiki/Cat_(animal)',
    });
    expect(splitLinks('(see https://a.io)').map((part) => part.text)).toEqual(['(see ', 'https://a.io', ')']);
  });

  it('never makes a link of another scheme or of markup', () => {
    expect(splitLinks('javascript:alert(1) <a href="x">hi</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">hi</a>' },
    ]);
    expect(splitLinks('')).toEqual([]);
    expect(splitLinks('line one\nline two')).toEqual([{ kind: 'text', text: 'line one\nline two' }]);
  });
});
