import { accountTypeLabels, type ProgramApplicationStatus, type ProgramFamily } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { programs } from './tables.ts';

type ProgramRow = typeof programs.$inferSelect;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Who may do what with programs and their applications; pure functions of the caller and the records. */
export const programPolicy = {
  /** Why the caller may not create programs, or null: operators and approved program offices. */
  cannotCreate: (auth: AuthContext): string | null => {
    if (accountPolicy.useConsole(auth)) return null;
    if (auth.profile.accountType !== 'program_office') {
      return "Programs are run by the tenant's operators and by program offices";
    }
    if (auth.profile.approvalStatus !== 'approved') {
      return 'Running programs is open to approved program offices: yours is not approved yet';
    }
    return null;
  },
  /** Edits the program and decides on its applications: operators, and the office that runs it. */
  manages: (auth: AuthContext | null, program: Pick<ProgramRow, 'officeProfileId'>) =>
    auth !== null &&
    (accountPolicy.useConsole(auth) ||
      (program.officeProfileId !== null && organisationOf(auth.profile) === program.officeProfileId)),
  /** Reads, scores and comments on applications: managers and the members assigned to review. */
  reviews: (auth: AuthContext | null, program: Pick<ProgramRow, 'officeProfileId'>, assigned: boolean) =>
    auth !== null && (assigned || programPolicy.manages(auth, program)),
  /** Published and inside its window. */
  isOpen: (program: Pick<ProgramRow, 'status' | 'opensAt' | 'closesAt'>, now = new Date()) =>
    program.status === 'published' && program.opensAt <= now && now < program.closesAt,
  /** Why the caller may not apply now, or null. Applying needs no approval: a new founder applies at once. */
  cannotApply: (auth: AuthContext, program: ProgramRow, now = new Date()): string | null => {
    if (program.status !== 'published') return 'This program is not taking applications';
    if (program.externalUrl) return 'This program takes applications on its own site: apply there';
    if (now < program.opensAt) return `Applications for this program open on ${dayOf(program.opensAt)}`;
    if (now >= program.closesAt) return `Applications for this program closed on ${dayOf(program.closesAt)}`;
    if (!program.accountTypes.includes(auth.profile.accountType)) {
      const who = program.accountTypes.map((type) => accountTypeLabels[type] ?? type).join(', ');
      return `This program takes applications from: ${who}`;
    }
    return null;
  },
  /** Why the applicant may not change their answers now, or null. */
  cannotEdit: (status: ProgramApplicationStatus, program: ProgramRow, now = new Date()): string | null => {
    if (status !== 'draft') return 'This application has been sent: its answers can no longer change';
    if (now >= program.closesAt) return `Applications for this program closed on ${dayOf(program.closesAt)}`;
    return null;
  },
  /** Families are separate lists: a program is reached only under its own family's path. */
  inFamily: (program: Pick<ProgramRow, 'family'>, family: ProgramFamily) => program.family === family,
};
