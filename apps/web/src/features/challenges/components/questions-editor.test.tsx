import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { limits } from '@ventura/shared';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import type { QuestionDraft } from '../challenge-form.ts';
import { QuestionsEditor } from './questions-editor.tsx';

let latest: QuestionDraft[] = [];

function Harness({ initial }: { initial: QuestionDraft[] }) {
  const [questions, setQuestions] = useState(initial);
  latest = questions;
  return (
    <QuestionsEditor
      value={questions}
      onChange={setQuestions}
      errorOf={(index) => (questions[index]?.text === 'bad' ? 'The question required' : undefined)}
    />
  );
}

const show = (initial: QuestionDraft[] = []) =>
  render(
    <MantineProvider env="test">
      <Harness initial={initial} />
    </MantineProvider>,
  );

const q = (key: string, required = true): QuestionDraft => ({
  key,
  uuid: `uuid-${key}`,
  text: `Text ${key}`,
  required,
});
const texts = () => latest.map((question) => question.text);

describe('QuestionsEditor', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(cleanup);

  it('adds questions, focuses the new one, and stops at the limit', () => {
    show();
    const add = screen.getByRole('button', { name: 'Add a question' });
    fireEvent.click(add);
    const first = screen.getByRole('textbox', { name: 'Question 1' });
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: 'How many vans?' } });
    expect(latest).toEqual([expect.objectContaining({ text: 'How many vans?', required: true })]);
    for (let count = 1; count < limits.challengeQuestions; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole('textbox')).toHaveLength(limits.challengeQuestions);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add a question' }).disabled).toBe(true);
  });

  it('reorders by keyboard-reachable buttons, keeping the focus on the moved question', () => {
    show([q('a'), q('b'), q('c')]);
    expect(screen.queryByRole('button', { name: 'Move question 1 up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move question 3 down' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(texts()).toEqual(['Text a', 'Text c', 'Text b']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(texts()).toEqual(['Text c', 'Text a', 'Text b']);
    // Saved questions keep their uuids wherever they go.
    expect(latest.map((question) => question.uuid)).toEqual(['uuid-c', 'uuid-a', 'uuid-b']);
  });

  it('removes a question and marks one optional', () => {
    show([q('a'), q('b')]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(texts()).toEqual(['Text b']);
    const item = screen.getByRole('listitem');
    fireEvent.click(within(item).getByRole('checkbox', { name: 'Answer required' }));
    expect(latest[0]?.required).toBe(false);
  });

  it('shows a question’s problem on it', () => {
    show([{ key: 'x', text: 'bad', required: true }]);
    expect(screen.getByText('The question required')).toBeTruthy();
  });
});
