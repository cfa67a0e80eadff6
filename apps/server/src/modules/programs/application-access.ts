import type { FormField } from '@ventura/shared';
import { forbidden } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { applicationNotFound } from './common.ts';
import { programPolicy } from './policy.ts';
import { presentApplication } from './present.ts';
import * as repo from './repo.ts';

// Who may read or change an application, and the application as its list entry.

/** The questions of the program's application form (none while it has no form). */
export const fieldsOf = (row: repo.ProgramWithParts): FormField[] => row.form?.fields ?? [];

/** An application as its list entry shows it (404 when it or its program is gone). */
export const summaryOf = async (ctx: Context, applicationUuid: string) => {
  const found = await repo.findApplication(ctx.db, ctx.tenant.id, applicationUuid);
  if (!found) throw applicationNotFound();
  const program = await repo.findProgram(ctx.db, ctx.tenant.id, { id: found.application.programId });
  if (!program) throw applicationNotFound();
  return presentApplication(found.application, program.program, found.applicant, found.pendingDocuments);
};

export type ApplicationAccess = {
  found: repo.ApplicationWithPerson;
  program: repo.ProgramWithParts;
  /** The caller's organisation applied. */
  own: boolean;
  /** The caller reviews the program (managers included). */
  reviews: boolean;
  manages: boolean;
};

/** An application the caller may read: its applicant's side, or the program's reviewers; others 403, other tenants 404. */
export const readableApplication = async (m: Member, uuid: string): Promise<ApplicationAccess> => {
  const found = await repo.findApplication(m.db, m.tenant.id, uuid);
  if (!found) throw applicationNotFound();
  const program = await repo.findProgram(m.db, m.tenant.id, { id: found.application.programId });
  if (!program) throw applicationNotFound();
  const own = found.application.profileId === organisationOf(m.auth.profile);
  const manages = programPolicy.manages(m.auth, program.program);
  const reviews = manages || (await repo.isReviewer(m.db, m.tenant.id, program.program.id, m.auth.user.id));
  if (!own && !reviews)
    throw forbidden('Only the applicant and the reviewers of this program can read this application');
  return { found, program, own, reviews, manages };
};

/** The caller's own application (403 for anyone else's), under the program named in the path. */
export const ownApplication = async (m: Member, programUuid: string, applicationUuid: string) => {
  const access = await readableApplication(m, applicationUuid);
  if (access.program.program.uuid !== programUuid) throw applicationNotFound();
  if (!access.own) throw forbidden('Only the applicant can change this application');
  return access;
};
