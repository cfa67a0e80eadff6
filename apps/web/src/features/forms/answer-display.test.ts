import type { ProfileFormQuestion } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { answerDisplay, answeredPairs } from './answer-display.ts';

const question = (type: ProfileFormQuestion['type'], more: Partial<ProfileFormQuestion> = {}): ProfileFormQuestion => ({
  key: 'q',
  type,
  label: 'Question',
  ...more,
});

describe('answerDisplay', () => {
  it('reads choices as their labels, days as dates and ratings on their scale', () => {
    expect(answerDisplay(question('choice', { options: ['Idea', 'Revenue'] }), 'Revenue')).toEqual({
      kind: 'text',
      text: 'Revenue',
      long: false,
    });
    expect(answerDisplay(question('multi_choice'), ['Fintech', 'Health'])).toEqual({
      kind: 'text',
      text: 'Fintech, Health',
      long: false,
    });
    expect(answerDisplay(question('date'), '2021-04-05')).toMatchObject({ text: '5 April 2021' });
    expect(answerDisplay(question('rating', { max: 10 }), 7)).toMatchObject({ text: '7 / 10' });
    expect(answerDisplay(question('rating'), 4)).toMatchObject({ text: '4 / 5' });
    expect(answerDisplay(question('long_text'), 'Line one\nLine two')).toMatchObject({ long: true });
  });

  it('makes web links of links, and nothing else', () => {
    expect(answerDisplay(question('url'), 'https://solar.example.com')).toEqual({
      kind: 'link',
      href: 'https://solar.example.com',
      text: 'https://solar.example.com',
    });
    expect(answerDisplay(question('url'), 'javascript:alert(1)')).toMatchObject({ kind: 'text' });
    expect(answerDisplay(question('short_text'), 'https://solar.example.com')).toMatchObject({ kind: 'text' });
  });

  it('names a file, and shows nothing for no answer', () => {
    expect(answerDisplay(question('file'), { uuid: 'f1', name: 'deck.pdf', kind: 'pdf', size: 10 })).toEqual({
      kind: 'file',
      uuid: 'f1',
      name: 'deck.pdf',
    });
    for (const empty of [undefined, null, '  ', []]) expect(answerDisplay(question('short_text'), empty)).toBeNull();
  });
});

describe('answeredPairs', () => {
  it("keeps the form's order and leaves unanswered questions out", () => {
    const pairs = answeredPairs({
      form: {
        uuid: 'f',
        title: 'Impact',
        fields: [question('short_text', { key: 'a', label: 'A' }), question('number', { key: 'b', label: 'B' })],
        showOnProfile: true,
      },
      answers: { b: 12, gone: 'an answer to a question removed since' },
      submittedAt: '2026-11-03T09:00:00.000Z',
      can: { downloadFiles: false },
    });
    expect(pairs.map(({ field, shown }) => [field.label, shown])).toEqual([
      ['B', { kind: 'text', text: '12', long: false }],
    ]);
  });
});
