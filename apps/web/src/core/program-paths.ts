import type { ProgramFamily } from '@ventura/shared';

const code = (value: string) => encodeURIComponent(value);
const familyQuery = (family: ProgramFamily | undefined) => (family ? `?family=${family}` : '');

/**
 * Each family's list (programFamilyInfo's web paths, spelled out here: the sign-in step reads this module,
 * and a value from @ventura/shared would bring every schema and zod into the first load).
 */
const lists: Record<ProgramFamily, string> = {
  program: '/programs',
  application: '/call-for-applications',
  video: '/vs-programs',
};

const adminEdit = (uuid: string) => `/admin/programs/${encodeURIComponent(uuid)}`;
const manageEdit = (uuid: string) => `/programs/manage/${encodeURIComponent(uuid)}`;

/**
 * The programs feature's addresses (issue 20), on the floor because the sign-in step leads to a program the
 * visitor arrived for (program-arrival.ts): the three families' lists, one program's page, its application
 * and status, the reviewers' page, and the program editor (in the console for operators, under /programs/manage
 * for program offices). A program's pages carry its family (`?family=application`) when known, so the page asks
 * the right path first.
 */
export const programPaths = {
  list: (family: ProgramFamily) => lists[family],
  details: (programCode: string, family?: ProgramFamily) => `/programs/${code(programCode)}${familyQuery(family)}`,
  apply: (programCode: string, family?: ProgramFamily) => `/programs/${code(programCode)}/apply${familyQuery(family)}`,
  status: (programCode: string, family?: ProgramFamily) =>
    `/programs/${code(programCode)}/status${familyQuery(family)}`,
  review: (programCode: string) => `/programs/${code(programCode)}/review`,
  admin: '/admin/programs',
  adminNew: '/admin/programs/new',
  adminEdit,
  manage: '/programs/manage',
  manageNew: '/programs/manage/new',
  manageEdit,
  /** A program's editor where its manager works: the console for an operator, /programs/manage for anyone else. */
  editFor: (uuid: string, role: 'member' | 'operator' | undefined) =>
    role === 'operator' ? adminEdit(uuid) : manageEdit(uuid),
} as const;
