import type { ProgramFamily, ProgramStatus } from '@ventura/shared';
import { programPaths } from '../../../core/program-paths.ts';

/** One program of each family, as a table cell or an option names it. */
export const familyLabels: Record<ProgramFamily, string> = {
  program: 'Program',
  application: 'Call for applications',
  video: 'Video startup program',
};

export const programStatusInfo: Record<ProgramStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  published: { label: 'Published', color: 'green' },
};

/** The review page of a program, with its family so the page asks the family's own path. */
export const reviewPathOf = (program: { code: string; family: ProgramFamily }) =>
  `${programPaths.review(program.code)}?family=${program.family}`;
