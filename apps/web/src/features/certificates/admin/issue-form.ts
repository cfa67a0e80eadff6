import { certificateLimits } from '@ventura/shared';

/*
 * The console's two issue forms as they hold their values, and where a problem of the body they send
 * (IssueCertificate, IssueCertificates, or the server's 'body.<path>: ...') shows on them.
 */

export type IssueValues = { recipient: string | null; title: string; reason: string };
export type IssueField = keyof IssueValues;

export const blankIssue: IssueValues = { recipient: null, title: '', reason: '' };

/** POST admin/certificates' body; an empty pick goes as '' so the schema names it ('Choose a member'). */
export const issueBodyOf = (values: IssueValues) => ({
  recipientProfileUuid: values.recipient ?? '',
  title: values.title.trim(),
  reason: values.reason.trim(),
});

export const issueFieldOf = (path: string): IssueField | undefined => {
  if (path.startsWith('recipientProfileUuid')) return 'recipient';
  if (path.startsWith('title')) return 'title';
  if (path.startsWith('reason')) return 'reason';
  return undefined;
};

export const sourceKinds = ['event', 'program', 'mentor_hours'] as const;
export type SourceKind = (typeof sourceKinds)[number];
export const sourceLabels: Record<SourceKind, string> = {
  event: 'Attendees of an event',
  program: 'Selected startups of a program',
  mentor_hours: 'Mentors by confirmed hours',
};
export const isSourceKind = (value: string): value is SourceKind => sourceKinds.some((kind) => kind === value);

export type GroupValues = {
  kind: SourceKind;
  event: string | null;
  program: string | null;
  /** Empty while being typed. */
  minHours: number | string;
  title: string;
  reason: string;
};
export type GroupField = keyof GroupValues;

export const blankGroup: GroupValues = {
  kind: 'event',
  event: null,
  program: null,
  minHours: 10,
  title: '',
  reason: '',
};

/** The group's source as IssueCertificates reads it: only the field of the kind chosen. */
const sourceOf = (values: GroupValues) => {
  if (values.kind === 'event') return { kind: 'event', eventUuid: values.event ?? '' } as const;
  if (values.kind === 'program') return { kind: 'program', programUuid: values.program ?? '' } as const;
  return {
    kind: 'mentor_hours',
    minHours: typeof values.minHours === 'number' ? values.minHours : Number.NaN,
  } as const;
};

/** POST admin/certificates/bulk's body. */
export const groupBodyOf = (values: GroupValues) => ({
  source: sourceOf(values),
  title: values.title.trim(),
  reason: values.reason.trim(),
});

export const groupFieldOf = (path: string): GroupField | undefined => {
  if (path.startsWith('source.eventUuid')) return 'event';
  if (path.startsWith('source.programUuid')) return 'program';
  if (path.startsWith('source.minHours')) return 'minHours';
  if (path.startsWith('source')) return 'kind';
  if (path.startsWith('title')) return 'title';
  if (path.startsWith('reason')) return 'reason';
  return undefined;
};

/** Texts' most, for the fields' maxLength. */
export const textLimits = { title: certificateLimits.titleLength, reason: certificateLimits.reasonLength };

/** 'Issued 12 certificates; 3 already had one.' */
export const issuedText = ({ issued, skipped }: { issued: number; skipped: number }) =>
  `Issued ${issued} ${issued === 1 ? 'certificate' : 'certificates'}; ${skipped} already had one.`;
