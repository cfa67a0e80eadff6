import { type ProgramFamily, type ProgramStatus, programFamilies, programStatuses } from '@ventura/shared';
import { oneOf, pageOf, wordsOf } from '../review/url-filter.ts';
import { type AdminProgramCall, adminProgramsPageSize } from './api.ts';

/** The console's program list as its address holds it (?family=video&status=draft&q=agri&page=2). */
export type AdminProgramFilter = {
  family: ProgramFamily | null;
  status: ProgramStatus | null;
  q: string;
  page: number;
};

export const adminProgramDefaults: AdminProgramFilter = { family: null, status: null, q: '', page: 1 };

export const readAdminProgramFilter = (params: URLSearchParams): AdminProgramFilter => ({
  family: oneOf(programFamilies, params.get('family'), null),
  status: oneOf(programStatuses, params.get('status'), null),
  q: wordsOf(params.get('q')),
  page: pageOf(params.get('page')),
});

/** GET admin/programs for a filter: what is unset stays out. */
export const adminProgramQueryOf = (filter: AdminProgramFilter): AdminProgramCall => ({
  family: filter.family ?? undefined,
  status: filter.status ?? undefined,
  q: filter.q || undefined,
  pageNumber: filter.page,
  limit: adminProgramsPageSize,
});
