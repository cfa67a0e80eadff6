import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Answers, checkAnswers, type FileAnswer, type FormField } from '@ventura/shared';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileUuid, intakeFields } from '../../features/forms/forms-fixture.ts';
import { stubAutosize, stubMatchMedia } from '../../test/render.tsx';
import { FormFill, type FormFillProps } from './form-fill.tsx';

type Harness = Omit<FormFillProps, 'answers' | 'onChange'> & { initial?: Answers; onAnswers?: (a: Answers) => void };

function Harness({ initial = {}, onAnswers, ...props }: Harness) {
  const [answers, setAnswers] = useState<Answers>(initial);
  return (
    <FormFill
      {...props}
      answers={answers}
      onChange={(next) => {
        setAnswers(next);
        onAnswers?.(next);
      }}
    />
  );
}

const show = (props: Harness) =>
  render(
    <MantineProvider env="test">
      <Harness {...props} />
    </MantineProvider>,
  );

describe('FormFill', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('gives every type of question its own labelled input and keeps what is answered', async () => {
    const onAnswers = vi.fn();
    const upload = vi.fn(
      async (_field: FormField, file: File): Promise<FileAnswer> => ({ uuid: fileUuid, name: file.name, size: 2048 }),
    );
    show({ fields: intakeFields, onAnswers, uploadFile: upload });

    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(screen.getByText('Tell us who you are.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Company name/ }), { target: { value: 'Finlytics' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Pitch/ }), { target: { value: 'Books for shops.' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Team size/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Health' }));
    fireEvent.change(screen.getByLabelText(/^Founded on/), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Website/ }), {
      target: { value: 'https://finlytics.demo' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toContain('application/pdf');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('deck.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace the file: Pitch deck' })).toBeTruthy();

    expect(onAnswers).toHaveBeenLastCalledWith({
      company: 'Finlytics',
      pitch: 'Books for shops.',
      team_size: 12,
      stage: 'Idea',
      sectors: ['Health'],
      founded: '2024-05-01',
      site: 'https://finlytics.demo',
      confidence: 4,
      deck: { uuid: fileUuid, name: 'deck.pdf', size: 2048 },
    });
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ key: 'deck' }), expect.any(File));
  });

  it('shows a follow-up question only while its condition holds', () => {
    show({ fields: intakeFields });
    expect(screen.queryByRole('textbox', { name: /^Monthly revenue/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Revenue' }));
    expect(screen.getByRole('textbox', { name: /^Monthly revenue/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    expect(screen.queryByRole('textbox', { name: /^Monthly revenue/ })).toBeNull();
  });

  it('puts each error on its question and marks required ones', () => {
    const errors = checkAnswers(intakeFields, {}, { complete: true }).errors;
    show({ fields: intakeFields, errors: [...errors, 'body.answers.site: Website: enter a link'] });
    const company = screen.getByRole('textbox', { name: /^Company name/ });
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Stage is required')).toBeTruthy();
    expect(screen.getByText('Website: enter a link')).toBeTruthy();
    expect(company.getAttribute('aria-required')).toBe('true');
  });

  it('shows one section at a time and checks a step before moving on', async () => {
    show({ fields: intakeFields, stepped: true, footer: <button type="button">Send</button> });
    expect(screen.getByText('Step 1 of 2: About you')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: About you')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Company name/ }), { target: { value: 'Finlytics' } });
    expect(screen.queryByText('Company name is required')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const details = await screen.findByRole('heading', { name: 'Details' });
    await waitFor(() => expect(document.activeElement).toBe(details));
    expect(screen.getByText('Step 2 of 2: Details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeTruthy();
  });

  it('opens the step of an error given from outside', async () => {
    show({
      fields: intakeFields,
      stepped: true,
      initial: { company: 'Finlytics', stage: 'Idea' },
      errors: ['answers.site: Website: enter a link starting with http:// or https://'],
    });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.getByText('Website: enter a link starting with http:// or https://')).toBeTruthy();
  });

  it('reads answers as text when read-only, files by their names, and hidden questions left out', () => {
    show({
      fields: intakeFields,
      readOnly: true,
      initial: {
        company: 'Finlytics',
        stage: 'Idea',
        revenue: 9000,
        sectors: ['Fintech', 'Energy'],
        deck: { uuid: fileUuid, name: 'deck.pdf' },
        confidence: 3,
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    const company = screen.getByText('Company name').closest('div');
    expect(company && within(company).getByText('Finlytics')).toBeTruthy();
    expect(screen.getByText('Fintech, Energy')).toBeTruthy();
    expect(screen.getByText('deck.pdf')).toBeTruthy();
    expect(screen.getByText('3 of 5')).toBeTruthy();
    expect(screen.queryByText('Monthly revenue')).toBeNull();
    expect(screen.getAllByText('Not answered').length).toBeGreaterThan(0);
  });
});
