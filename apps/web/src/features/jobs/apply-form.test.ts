// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyBody, applyErrors, emptyApply, emptyPublicApply, publicErrors, publicStartErrors } from './apply-form.ts';

const job = '6a1f0c2e-3b4d-4c5e-8f60-718293a4b5c6';
const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
const image = new File(['png'], 'me.png', { type: 'image/png' });

describe('the apply form', () => {
  it('starts on the saved resume when there is one', () => {
    expect(emptyApply(true).resume).toBe('saved');
    expect(emptyApply(false).resume).toBe('upload');
  });

  it('sends blanks as null and the saved resume only when chosen', () => {
    expect(applyBody({ coverLetter: '  Hello ', phone: '', resume: 'saved', file: null })).toEqual({
      coverLetter: 'Hello',
      phone: null,
      useProfileResume: true,
    });
    expect(applyBody({ ...emptyApply(false), resume: 'upload', file: pdf }).useProfileResume).toBe(false);
  });

  it('asks for the file when uploading one, and checks what it is', () => {
    expect(applyErrors(emptyApply(false))).toEqual({ file: 'Attach your resume, or choose to apply without one' });
    expect(applyErrors({ ...emptyApply(false), file: image })).toEqual({ file: 'me.png is not a PDF or Word file.' });
    expect(applyErrors({ ...emptyApply(false), file: pdf })).toEqual({});
    expect(applyErrors({ ...emptyApply(false), resume: 'none' })).toEqual({});
  });

  it('refuses a phone number of letters and a cover letter past its length', () => {
    expect(applyErrors({ ...emptyApply(true), phone: 'call me' })).toEqual({ phone: 'Enter a phone number of digits' });
    expect(applyErrors({ ...emptyApply(true), coverLetter: 'x'.repeat(4001) }).coverLetter).toContain('at most 4000');
  });

  it('asks a visitor for a name and a real email first, then the resume', () => {
    expect(publicStartErrors(job, emptyPublicApply)).toEqual({
      name: 'Name required',
      email: 'Enter a valid email address',
    });
    expect(publicStartErrors(job, { ...emptyPublicApply, name: 'Asha', email: 'asha@example.com' })).toEqual({});
    expect(publicErrors(job, { ...emptyPublicApply, name: 'Asha', email: 'asha@example.com' })).toEqual({
      file: 'Attach your resume',
    });
    expect(publicErrors(job, { ...emptyPublicApply, name: 'Asha', email: 'asha@example.com', file: pdf })).toEqual({});
  });
});
