import type { Match, MatchKind } from '@ventura/shared';

/* What each kind of match is called where the member reads it: tabs, headings, lists and empty states. */

type KindTexts = {
  /** The tab that opens the kind: 'Investors'. */
  tab: string;
  /** The page's heading: 'Investors for you'. */
  title: string;
  lead: string;
  /** One of them, in a sentence: 'investor'. */
  one: string;
  /** Several, in a sentence: 'investors'. */
  many: string;
  /** The list of them: 'Investor matches'. */
  matches: string;
  /** Why the list is empty while the member's profile leaves out what matching reads. */
  emptyWithImprovements: string;
  /** Why the list is empty with a whole profile. */
  empty: string;
  /** The dashboard block's line when it has no match yet. */
  blockEmpty: string;
};

export const kindTexts: Readonly<Record<MatchKind, KindTexts>> = {
  investors: {
    tab: 'Investors',
    title: 'Investors for you',
    lead: 'Investors whose stage, cheques and focus fit your startup, best first, each with why it fits.',
    one: 'investor',
    matches: 'Investor matches',
    many: 'investors',
    emptyWithImprovements:
      'Investors are matched on your funding stage and industries. Fill them in (see Better matches above) and investors who fit will show here.',
    empty:
      'No investor here invests at your stage or in your industries yet. New investors join all the time: look again soon.',
    blockEmpty: 'No investor matches yet: investors are matched on your funding stage and industries.',
  },
  mentors: {
    tab: 'Mentors',
    title: 'Mentors for you',
    lead: 'Mentors whose areas and industries fit what your startup needs, best first, each with why it fits.',
    one: 'mentor',
    matches: 'Mentor matches',
    many: 'mentors',
    emptyWithImprovements:
      'Mentors are matched on your industries and what you do. Fill them in (see Better matches above) and mentors who fit will show here.',
    empty:
      'No mentor here works in your industries or the areas you need yet. New mentors join all the time: look again soon.',
    blockEmpty: 'No mentor matches yet: mentors are matched on your industries and what you do.',
  },
  challenges: {
    tab: 'Challenges',
    title: 'Challenges for you',
    lead: 'Open challenges from corporates that your startup could answer, best first, each with why it fits.',
    one: 'challenge',
    matches: 'Challenge matches',
    many: 'challenges',
    emptyWithImprovements:
      'Challenges are matched on your industries, technologies and what you do. Fill them in (see Better matches above) and challenges that fit will show here.',
    empty: 'No open challenge fits your startup yet. Corporates post new ones all the time: look again soon.',
    blockEmpty: 'No challenge matches yet: challenges are matched on your industries and technologies.',
  },
  programs: {
    tab: 'Programs',
    title: 'Programs for you',
    lead: 'Open programs your startup could join, best first, each with why it fits.',
    one: 'program',
    matches: 'Program matches',
    many: 'programs',
    emptyWithImprovements:
      'Programs are matched on your industries and what you do. Fill them in (see Better matches above) and programs that fit will show here.',
    empty: 'No open program fits your startup yet. New calls for applications open all the time: look again soon.',
    blockEmpty: 'No program matches yet: programs are matched on your industries and what you do.',
  },
  startups: {
    tab: 'Startups',
    title: 'Startups for you',
    lead: 'Startups whose stage, industries and work fit what you look for, best first, each with why it fits.',
    one: 'startup',
    matches: 'Startup matches',
    many: 'startups',
    emptyWithImprovements:
      'Startups are matched on the stages, industries and areas your profile names. Fill them in (see Better matches above) and startups that fit will show here.',
    empty: 'No startup here fits your focus yet. New startups join all the time: look again soon.',
    blockEmpty: 'No startup matches yet: startups are matched on the stages, industries and areas your profile names.',
  },
};

/** What a match is called: the profile's name, or the challenge's or program's title. */
export const matchName = (match: Match) => match.profile?.name ?? match.opportunity?.title ?? '';

/** What the explanation of a closed kind is headed: 'Investor matches are not open to you'. */
export const closedTitle = (kind: MatchKind) => `${kindTexts[kind].matches} are not open to you`;
