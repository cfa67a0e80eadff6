import { describe, expect, it } from 'vitest';
import { plainPostText, postSegments } from './post-text.ts';

const ravi = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('postSegments', () => {
  it('cuts mentions out as members, web addresses as links, the rest as text', () => {
    expect(postSegments(`Thanks @[Ravi Shah](${ravi}) for https://lumen.io/deck!`)).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', name: 'Ravi Shah', uuid: ravi },
      { kind: 'text', text: ' for ' },
      { kind: 'link', text: 'https://lumen.io/deck', href: 'https://lumen.io/deck' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps markup and script as text, and line breaks as they are', () => {
    const text = '<script>alert(1)</script>\n<img src=x onerror=alert(1)>\njavascript:alert(1)';
    expect(postSegments(text)).toEqual([{ kind: 'text', text }]);
  });

  it('takes only whole tokens with a profile id for mentions', () => {
    expect(postSegments('@[Ravi](not-a-uuid) and @Ravi')).toEqual([
      { kind: 'text', text: '@[Ravi](not-a-uuid) and @Ravi' },
    ]);
    expect(postSegments(`@[A](${ravi})@[B](${ravi})`).map((segment) => segment.kind)).toEqual(['mention', 'mention']);
    expect(postSegments('')).toEqual([]);
  });
});

describe('plainPostText', () => {
  it('writes each mention as @Name', () => {
    expect(plainPostText(`Welcome @[Ravi Shah](${ravi})!`)).toBe('Welcome @Ravi Shah!');
  });
});
