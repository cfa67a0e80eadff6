// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  challengeFieldOf,
  challengePatchBody,
  challengePatchErrors,
  challengeValues,
  emptyChallengeValues,
  moveQuestion,
  newChallengeBody,
  newChallengeErrors,
  type QuestionDraft,
  removeQuestion,
} from './challenge-form.ts';
import { challengeFixture, futureDate } from './challenges-fixture.ts';

const q = (key: string, text = key): QuestionDraft => ({ key, text, required: true });

describe('the questions editor’s moves', () => {
  it('adds a required blank question up to the limit', () => {
    const added = addQuestion([]);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ text: '', required: true });
    const ten = Array.from({ length: 10 }, (_, index) => q(`k${index}`));
    expect(addQuestion(ten)).toHaveLength(10);
  });

  it('moves a question up or down, and not past either end', () => {
    const list = [q('a'), q('b'), q('c')];
    expect(moveQuestion(list, 'c', -1).map((item) => item.key)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(list, 'a', 1).map((item) => item.key)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(list, 'a', -1).map((item) => item.key)).toEqual(['a', 'b', 'c']);
    expect(removeQuestion(list, 'b').map((item) => item.key)).toEqual(['a', 'c']);
  });
});

describe('the challenge form', () => {
  const filled = {
    ...emptyChallengeValues(),
    title: 'Greener routes',
    problemStatement: 'Vans idle.',
    industries: ['logistics'],
    rewards: 'A pilot',
    eligibility: 'Anyone',
    deadline: futureDate(),
    questions: [q('k1', 'How many vans?')],
  };

  it('sends a new challenge with its files and questions (no uuid for new ones)', () => {
    expect(newChallengeBody(filled, ['file-1'])).toEqual({
      title: 'Greener routes',
      problemStatement: 'Vans idle.',
      industries: ['logistics'],
      rewards: 'A pilot',
      eligibility: 'Anyone',
      deadline: filled.deadline,
      attachmentUUIDs: ['file-1'],
      questions: [{ text: 'How many vans?', required: true }],
    });
    expect(newChallengeErrors(filled, [])).toEqual({});
  });

  it('puts the shared schema’s problems on the fields, a question’s on that question', () => {
    const errors = newChallengeErrors(
      { ...filled, title: ' ', industries: [], deadline: '2020-01-01', questions: [q('k1', 'ok'), q('k2', '')] },
      [],
    );
    expect(errors.title).toBe('Title required');
    expect(errors.industries).toBe('Choose at least one industry');
    expect(errors.deadline).toBe('The deadline has passed');
    expect(errors['questions.1.text']).toBe('The question required');
    expect(challengeFieldOf('attachmentUUIDs.3')).toBe('attachments');
    expect(challengeFieldOf('questions.2.uuid')).toBe('questions.2.text');
    expect(challengeFieldOf('unknown')).toBeUndefined();
  });

  it('edits by sending only what changed, questions with their uuids', () => {
    const challenge = challengeFixture({ deadline: '2020-01-01' });
    const saved = challengeValues(challenge);
    const files = challenge.attachments.map((file) => file.uuid);
    expect(challengePatchBody(saved, files, saved, files)).toEqual({});
    const closed = { ...saved, status: 'closed' as const };
    // A passed deadline, unchanged, does not stop the owner from closing it.
    expect(challengePatchBody(saved, files, closed, files)).toEqual({ status: 'closed' });
    expect(challengePatchErrors(saved, files, closed, files)).toEqual({});
    const reordered = { ...saved, questions: [...saved.questions].reverse() };
    expect(challengePatchBody(saved, files, reordered, [])).toEqual({
      attachmentUUIDs: [],
      questions: [
        { uuid: challenge.questions[1]?.uuid, text: 'Anything else?', required: false },
        { uuid: challenge.questions[0]?.uuid, text: 'How many vans have you routed?', required: true },
      ],
    });
  });
});
