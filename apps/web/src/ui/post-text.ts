import { mentionPattern } from '@ventura/shared';
import { splitLinks } from './text-links.ts';

/** A piece of a post's or a comment's text: plain text, a web link, or a mention of a member. */
export type PostSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; name: string; uuid: string };

/** The mention tokens of a text, each with where it starts and ends (a fresh pattern: no shared lastIndex). */
const mentionsOf = (text: string) =>
  [...text.matchAll(new RegExp(mentionPattern.source, 'g'))].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    name: match[1] ?? '',
    uuid: match[2] ?? '',
  }));

/**
 * A post's text (`@[Name](uuid)` mentions, web addresses, line breaks) cut into segments to render as
 * text, links and mentions: never as markup. Anything that only looks like markup stays text.
 */
export const postSegments = (text: string): PostSegment[] => {
  const segments: PostSegment[] = [];
  let last = 0;
  for (const mention of mentionsOf(text)) {
    if (mention.start > last) segments.push(...splitLinks(text.slice(last, mention.start)));
    segments.push({ kind: 'mention', name: mention.name, uuid: mention.uuid });
    last = mention.end;
  }
  if (last < text.length) segments.push(...splitLinks(text.slice(last)));
  return segments;
};

/** A text with its mentions as '@Name', for an excerpt or a field to edit. */
export const plainPostText = (text: string) => text.replace(new RegExp(mentionPattern.source, 'g'), '@$1');
