import type { Program, ProgramApplicationStatus, ProgramStage } from '@ventura/shared';
import { programStages } from '@ventura/shared';
import dayjs from 'dayjs';

/** A date as people read it, in the viewer's own time zone: '12 Dec 2026'. */
export const dateText = (iso: string) => {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY') : iso;
};

/** A moment with its time, in the viewer's time zone: '12 Dec 2026, 17:30'. */
export const dateTimeText = (iso: string) => {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : iso;
};

export type ProgramWindow = {
  state: 'open' | 'upcoming' | 'closed';
  /** The badge: Open, Upcoming or Closed. */
  label: string;
  color: string;
  /** The window in words: 'Closes 12 Dec 2026', 'Opens 1 Jan 2027', 'Closed 3 Mar 2026'. */
  text: string;
};

/**
 * Where a program's application window stands. The server's `isOpen` decides whether it takes
 * applications; the dates only say which side of the window a closed one is on.
 */
export const windowOf = (
  program: Pick<Program, 'isOpen' | 'opensAt' | 'closesAt'>,
  now = new Date(),
): ProgramWindow => {
  if (program.isOpen)
    return { state: 'open', label: 'Open', color: 'green', text: `Closes ${dateText(program.closesAt)}` };
  if (Date.parse(program.opensAt) > now.getTime()) {
    return { state: 'upcoming', label: 'Upcoming', color: 'blue', text: `Opens ${dateText(program.opensAt)}` };
  }
  return { state: 'closed', label: 'Closed', color: 'gray', text: `Closed ${dateText(program.closesAt)}` };
};

/** The colour of each application status's badge. */
export const applicationStatusColors: Record<ProgramApplicationStatus, string> = {
  draft: 'yellow',
  in_review: 'blue',
  selected: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  external: 'grape',
};

/** An application may still be taken back: started or in review, not yet decided. */
export const canWithdraw = (status: ProgramApplicationStatus) => status === 'draft' || status === 'in_review';

/** How far along the stages an application is (0 for application … 3 for selection). */
export const stageIndex = (stage: ProgramStage) => programStages.indexOf(stage);

/** '1 document', '3 documents'. */
export const countText = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;
