import {
  type Challenge,
  type DocumentKind,
  documentKindInfo,
  limits,
  type ParticipantStatus,
  participantStatusLabels,
} from '@ventura/shared';
import dayjs from 'dayjs';
import { fileSizeText } from '../../ui/file-size.ts';

/** The spec's texts for jobs and challenges (calls 8). */
export const challengeErrors = {
  fetch: 'Error while fetching jobs',
  create: 'Error while creating challenge/job',
  apply: 'Error while applying for job/challenge',
} as const;

/** Today as YYYY-MM-DD on this device. */
export const todayText = (now = new Date()) => dayjs(now).format('YYYY-MM-DD');

/** A date (YYYY-MM-DD or an ISO time) as people read it: '4 Mar 2027'. */
export const dateText = (value: string) => {
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : value;
};

export type DeadlineInfo = { label: string; color: string };

/**
 * Where a challenge stands by its deadline: closed by its owner, past, closing today or soon, or open until
 * a date. The server's `acceptingApplications` says whether it takes applications; this says it in words.
 */
export const deadlineInfo = (
  challenge: Pick<Challenge, 'deadline' | 'status' | 'acceptingApplications'>,
  now = new Date(),
): DeadlineInfo => {
  if (challenge.status === 'closed') return { label: 'Closed', color: 'gray' };
  const today = dayjs(todayText(now));
  const deadline = dayjs(challenge.deadline.slice(0, 10));
  const days = deadline.diff(today, 'day');
  if (days < 0 || !challenge.acceptingApplications) {
    return { label: `Deadline passed on ${dateText(challenge.deadline)}`, color: 'gray' };
  }
  if (days === 0) return { label: 'Closes today', color: 'orange' };
  if (days === 1) return { label: 'Closes tomorrow', color: 'orange' };
  if (days <= 7) return { label: `Closes in ${days} days`, color: 'yellow' };
  return { label: `Apply by ${dateText(challenge.deadline)}`, color: 'blue' };
};

/** The first line of a longer text, cut at a word near `max` characters: for a card's rewards. */
export const summary = (text: string, max = 140) => {
  const line = text.trim().split(/\n+/)[0]?.trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
};

/** '1 participant', '3 participants'. */
export const countText = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;

/** A file's line under its name: its kind and size ('PDF · 2.1 MB'). */
export const fileDetail = (file: { kind: DocumentKind; size: number }) =>
  `${documentKindInfo[file.kind].label} · ${fileSizeText(file.size)}`;

/** What the file pickers offer; the server tells the kind from the bytes. */
export const attachmentAccept = [
  ...new Set(Object.values(documentKindInfo).map((info) => info.contentType)),
  '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg',
].join(',');

const attachmentName = /\.(pdf|docx?|xlsx|pptx|png|jpe?g)$/i;

/** Why a chosen file cannot be attached, or null: its kind (by name), an empty file, or its size. */
export const attachmentProblem = (file: Pick<File, 'name' | 'size'>) => {
  if (!attachmentName.test(file.name)) {
    return `${file.name} is not a PDF, Word, Excel, PowerPoint, PNG or JPEG file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > limits.documentSizeBytes) {
    return `${file.name} is ${fileSizeText(file.size, 'up')}; a file can be at most ${fileSizeText(limits.documentSizeBytes)}.`;
  }
  return null;
};

/** The colour of each participant status's badge. */
export const participantStatusColors: Record<ParticipantStatus, string> = {
  applied: 'blue',
  shortlisted: 'yellow',
  selected: 'green',
  rejected: 'red',
};

/** What the owner's button says for a move to each status. */
export const moveLabels: Record<ParticipantStatus, string> = {
  applied: 'Move back to applied',
  shortlisted: 'Shortlist',
  selected: 'Select',
  rejected: 'Reject',
};

/** What an Applied badge says: 'Applied', or 'Applied · Shortlisted' once the corporate has moved it. */
export const appliedText = (status: ParticipantStatus) =>
  status === 'applied' ? 'Applied' : `Applied · ${participantStatusLabels[status]}`;

/** An internal path is followed by the router; anything else is a plain link. */
export const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');
