import { type ProgramFamily, programFamilyInfo } from '@ventura/shared';

const code = (value: string) => encodeURIComponent(value);

/**
 * The programs feature's addresses (issue 20): the three families' lists (programFamilyInfo's web paths),
 * one program's page, its application and status, the reviewers' page, and the console's program editor.
 * A program's pages carry its family (`?family=application`) when known, so the page asks the right path.
 */
export const programPaths = {
  list: (family: ProgramFamily) => programFamilyInfo[family].webPath,
  details: (programCode: string, family?: ProgramFamily) =>
    `/programs/${code(programCode)}${family ? `?family=${family}` : ''}`,
  apply: (programCode: string, family?: ProgramFamily) =>
    `/programs/${code(programCode)}/apply${family ? `?family=${family}` : ''}`,
  status: (programCode: string, family?: ProgramFamily) =>
    `/programs/${code(programCode)}/status${family ? `?family=${family}` : ''}`,
  review: (programCode: string) => `/programs/${code(programCode)}/review`,
  admin: '/admin/programs',
  adminNew: '/admin/programs/new',
  adminEdit: (uuid: string) => `/admin/programs/${encodeURIComponent(uuid)}`,
} as const;
