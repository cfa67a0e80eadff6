import { describe, expect, it } from 'vitest';
import { draftOf, insertMention, mentionName, mentionQueryAt, wireText } from './mentions.ts';

const ravi = { name: 'Ravi Shah', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' };
const raviK = { name: 'Ravi', uuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' };

describe('mentions while writing', () => {
  it('shows tokens as names and sends names back as tokens', () => {
    const stored = `Hello @[Ravi Shah](${ravi.uuid}), see you\nsoon`;
    const draft = draftOf(stored);
    expect(draft).toEqual({ text: 'Hello @Ravi Shah, see you\nsoon', mentions: [ravi] });
    expect(wireText(draft.text, draft.mentions)).toBe(stored);
  });

  it('takes the longest name first and no name with more letters after it', () => {
    const text = '@Ravi Shah and @Ravi, not @Ravindra';
    expect(wireText(text, [raviK, ravi])).toBe(`@[Ravi Shah](${ravi.uuid}) and @[Ravi](${raviK.uuid}), not @Ravindra`);
  });

  it('leaves a name that was edited away, and a text without mentions, as they are', () => {
    expect(wireText('@Ravi Sh said hi', [ravi])).toBe('@Ravi Sh said hi');
    expect(wireText('No one here', [])).toBe('No one here');
  });

  it('keeps names as a token can hold them', () => {
    expect(mentionName(' Lumen [Robotics]\nLabs ')).toBe('Lumen  Robotics  Labs');
    expect(mentionName('x'.repeat(200))).toHaveLength(120);
  });
});

describe('mentionQueryAt', () => {
  it('finds the name being typed after @, once it is long enough to search', () => {
    expect(mentionQueryAt('Hi @Ra', 6)).toBeNull();
    expect(mentionQueryAt('Hi @Rav', 7)).toEqual({ start: 3, text: 'Rav' });
    expect(mentionQueryAt('Hi @Ravi Sh', 11)).toEqual({ start: 3, text: 'Ravi Sh' });
    expect(mentionQueryAt('@Ravi', 5)).toEqual({ start: 0, text: 'Ravi' });
  });

  it('is no mention in an address, after a chosen member, or with the caret elsewhere', () => {
    expect(mentionQueryAt('mail ravi@lumen.io', 18)).toBeNull();
    expect(mentionQueryAt('Hi @Ravi Shah thanks', 20, [ravi])).toBeNull();
    expect(mentionQueryAt('Hi @Ravi and more', 2)).toBeNull();
  });

  it('puts the chosen member in place of what was typed, the caret after it', () => {
    const text = 'Hi @Rav how are you';
    const query = mentionQueryAt(text, 7);
    if (!query) throw new Error('a mention is being typed');
    expect(insertMention(text, query, 7, 'Ravi Shah')).toEqual({ text: 'Hi @Ravi Shah how are you', caret: 14 });
  });
});
