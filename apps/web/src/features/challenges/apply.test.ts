// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answerField, applyBody, applyErrors, applyFieldOf, emptyApplyValues, requiredAnswerText } from './apply.ts';
import { challengeFixture, optionalQuestion, requiredQuestion } from './challenges-fixture.ts';

const { questions } = challengeFixture();

describe('the application form', () => {
  it('asks for the pitch and every required answer, not the optional ones', () => {
    const errors = applyErrors(emptyApplyValues(questions), questions, []);
    expect(errors.pitch).toBe('Your pitch required');
    expect(errors[answerField(requiredQuestion)]).toBe(requiredAnswerText);
    expect(errors[answerField(optionalQuestion)]).toBeUndefined();
  });

  it('sends the answers in the challenge’s order, leaving blank ones out', () => {
    const values = { pitch: 'We route vans', answers: { [requiredQuestion]: ' 2,000 ', [optionalQuestion]: '  ' } };
    expect(applyErrors(values, questions, [])).toEqual({});
    expect(applyBody(values, questions, ['f1'])).toEqual({
      pitch: 'We route vans',
      answers: [{ questionUUID: requiredQuestion, answer: '2,000' }],
      fileUUIDs: ['f1'],
    });
  });

  it('puts a server problem of an answer on the question it was sent for', () => {
    const body = applyBody(
      { pitch: 'p', answers: { [requiredQuestion]: 'a', [optionalQuestion]: 'b' } },
      questions,
      [],
    );
    const fieldOf = applyFieldOf(body);
    expect(fieldOf('answers.1.answer')).toBe(answerField(optionalQuestion));
    expect(fieldOf('pitch')).toBe('pitch');
    expect(fieldOf('fileUUIDs.0')).toBe('files');
    expect(fieldOf('answers.7.answer')).toBeUndefined();
  });
});
