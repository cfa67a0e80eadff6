import type {
  AccountType,
  ApplicationDetails,
  ApplicationEvent,
  Program,
  ProgramApplication,
  ProgramDocument,
  ProgramPerson,
} from '@ventura/shared';
import { questionsOf } from '@ventura/shared';
import { programPolicy } from './policy.ts';
import type { ApplicationRow, DocumentRow, PersonRow, ProgramWithParts } from './repo.ts';
import type { programApplicationEvents } from './tables.ts';

export const presentPerson = (person: PersonRow): ProgramPerson => ({
  profileUuid: person.profileUuid,
  name: person.name,
  accountType: person.accountType as AccountType,
  logo: person.logo,
});

export type ProgramView = {
  industryNames: Map<string, string>;
  mine: Map<number, ApplicationRow>;
  canManage: (row: ProgramWithParts) => boolean;
  canReview: (row: ProgramWithParts) => boolean;
  now: Date;
};

export const presentProgram = (row: ProgramWithParts, view: ProgramView): Program => {
  const { program } = row;
  const mine = view.mine.get(program.id);
  const manage = view.canManage(row);
  return {
    id: program.id,
    uuid: program.uuid,
    family: program.family,
    code: program.code,
    title: program.title,
    summary: program.summary,
    description: program.description,
    industries: program.industries.map((code) => ({ code, name: view.industryNames.get(code) ?? code })),
    eligibility: program.eligibility,
    accountTypes: program.accountTypes,
    opensAt: program.opensAt.toISOString(),
    closesAt: program.closesAt.toISOString(),
    startsOn: program.startsOn,
    endsOn: program.endsOn,
    externalUrl: program.externalUrl,
    status: program.status,
    isOpen: programPolicy.isOpen(program, view.now),
    form: row.form
      ? { uuid: row.form.uuid, title: row.form.title, questionCount: questionsOf(row.form.fields).length }
      : null,
    documents: program.documents,
    rubric: program.rubric,
    videoTopics: program.videoTopics,
    office: row.office ? presentPerson(row.office) : null,
    myApplication: mine ? { uuid: mine.uuid, status: mine.status, stage: mine.stage, progress: mine.progress } : null,
    canManage: manage,
    canReview: manage || view.canReview(row),
    ...(manage ? { applicationCount: program.applicationCount } : {}),
    createdAt: program.createdAt.toISOString(),
  };
};

type ProgramHead = Pick<ProgramWithParts['program'], 'uuid' | 'code' | 'title' | 'family' | 'closesAt'>;

export const presentApplication = (
  application: ApplicationRow,
  program: ProgramHead,
  applicant: PersonRow,
  pendingDocuments: number,
): ProgramApplication => ({
  uuid: application.uuid,
  program: {
    uuid: program.uuid,
    code: program.code,
    title: program.title,
    family: program.family,
    closesAt: program.closesAt.toISOString(),
  },
  applicant: presentPerson(applicant),
  status: application.status,
  stage: application.stage,
  progress: application.progress,
  createdAt: application.createdAt.toISOString(),
  updatedAt: application.updatedAt.toISOString(),
  submittedAt: application.submittedAt?.toISOString() ?? null,
  pendingDocuments,
});

export const documentPath = (uuid: string) => `/api/v1/programs-management/documents/${uuid}/file`;

export const presentDocument = (row: DocumentRow): ProgramDocument => ({
  uuid: row.uuid,
  key: row.key,
  stage: row.stage,
  title: row.title,
  description: row.description,
  required: row.required,
  status: row.status,
  reason: row.reason,
  file:
    row.fileKey && row.fileKind && row.fileName && row.fileSize !== null && row.submittedAt
      ? {
          name: row.fileName,
          kind: row.fileKind,
          size: row.fileSize,
          url: documentPath(row.uuid),
          uploadedAt: row.submittedAt.toISOString(),
        }
      : null,
});

export const presentEvent = (row: typeof programApplicationEvents.$inferSelect): ApplicationEvent => ({
  at: row.createdAt.toISOString(),
  stage: row.stage,
  status: row.status,
  message: row.message,
});

export const presentDetails = (
  summary: ProgramApplication,
  parts: {
    fields: ApplicationDetails['fields'];
    application: ApplicationRow;
    documents: DocumentRow[];
    history: (typeof programApplicationEvents.$inferSelect)[];
  },
): ApplicationDetails => ({
  ...summary,
  fields: parts.fields,
  answers: parts.application.answers,
  documents: parts.documents.map(presentDocument),
  history: parts.history.map(presentEvent),
});
