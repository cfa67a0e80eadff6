import { limits } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { appliedText, attachmentProblem, countText, deadlineInfo, fileDetail, isInternal, summary } from './present.ts';

const now = new Date('2027-03-10T12:00:00');
const open = (deadline: string) => ({ deadline, status: 'open' as const, acceptingApplications: true });

describe('deadlineInfo', () => {
  it('says how long a challenge stays open', () => {
    expect(deadlineInfo(open('2027-03-10'), now).label).toBe('Closes today');
    expect(deadlineInfo(open('2027-03-11'), now).label).toBe('Closes tomorrow');
    expect(deadlineInfo(open('2027-03-15'), now).label).toBe('Closes in 5 days');
    expect(deadlineInfo(open('2027-04-30'), now).label).toBe('Apply by 30 Apr 2027');
  });

  it('says when it is closed or past its deadline', () => {
    expect(deadlineInfo({ ...open('2027-04-30'), status: 'closed' }, now).label).toBe('Closed');
    expect(deadlineInfo(open('2027-03-01'), now).label).toBe('Deadline passed on 1 Mar 2027');
    expect(deadlineInfo({ ...open('2027-03-20'), acceptingApplications: false }, now).label).toContain('passed');
  });
});

describe('summary', () => {
  it('keeps a short first line whole', () => {
    expect(summary('A pilot.\nAnd more.')).toBe('A pilot.');
  });
  it('cuts a long one at a word', () => {
    const text = 'word '.repeat(60);
    const cut = summary(text, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).not.toMatch(/\s…$/);
  });
});

describe('attachmentProblem', () => {
  it('takes documents and images of the allowed kinds up to the size limit', () => {
    expect(attachmentProblem({ name: 'brief.PDF', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'photo.jpeg', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'run.exe', size: 1000 })).toContain('is not a PDF');
    expect(attachmentProblem({ name: 'empty.pdf', size: 0 })).toBe('empty.pdf is empty.');
    expect(attachmentProblem({ name: 'big.pdf', size: limits.documentSizeBytes + 1 })).toContain('at most 10 MB');
  });
});

describe('texts', () => {
  it('names files, counts and applications', () => {
    expect(fileDetail({ kind: 'pdf', size: 2 * 1024 * 1024 })).toBe('PDF · 2 MB');
    expect(countText(1, 'participant')).toBe('1 participant');
    expect(countText(3, 'participant')).toBe('3 participants');
    expect(appliedText('applied')).toBe('Applied');
    expect(appliedText('shortlisted')).toBe('Applied · Shortlisted');
    expect(isInternal('/startups/profile/x')).toBe(true);
    expect(isInternal('//evil.example')).toBe(false);
  });
});
