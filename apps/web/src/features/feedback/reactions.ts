import {
  type Icon,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodHeart,
  IconMoodSad,
  IconMoodSmile,
} from '@tabler/icons-react';
import { instantReactions, type Reaction, reactions } from '@ventura/shared';

// Icons rather than emoji: an emoji needs a colour-emoji font that many machines lack (a blank box).
const looks: Record<Reaction, { label: string; icon: Icon }> = {
  below_average: { label: 'Below average', icon: IconMoodSad },
  average: { label: 'Average', icon: IconMoodEmpty },
  good: { label: 'Good', icon: IconMoodSmile },
  excellent: { label: 'Excellent', icon: IconMoodHappy },
  loving_it: { label: 'Loving it', icon: IconMoodHeart },
};

/** The reactions in the spec's order, each with the words people read and an icon that only decorates. */
export const reactionChoices = reactions.map((value) => ({ value, ...looks[value] }));

/** Spec 4: excellent and loving it send the feedback at once; the others ask for a comment first. */
export const submitsAtOnce = (reaction: Reaction) => instantReactions.includes(reaction);

/** The two modals of spec 2: the overall one from the profile menu, the call one from `?rating-modal`. */
export type RatingKind = 'overall' | 'call';

export const ratingTitles: Record<RatingKind, string> = {
  overall: 'Rate your overall experience',
  call: 'Rate your call experience',
};

/** The query parameter that opens the call rating on any signed-in page. */
export const ratingModalParam = 'rating-modal';

/**
 * Which rating modal shows, if any: the call rating while a signed-in page carries the parameter,
 * else the overall one when the person opened it from the menu.
 */
export const ratingKindOf = (input: {
  signedIn: boolean;
  search: URLSearchParams;
  overallOpen: boolean;
}): RatingKind | null => {
  if (!input.signedIn) return null;
  if (input.search.has(ratingModalParam)) return 'call';
  return input.overallOpen ? 'overall' : null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The meeting a call rating is about: `?rating-modal={uuid}` after a call (issue 21) rates that meeting;
 * any other value keeps the platform feedback.
 */
export const ratedMeetingOf = (value: string | null) => (value && uuidPattern.test(value) ? value : null);
