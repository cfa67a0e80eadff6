import { limits, mentionPattern, mentionToken } from '@ventura/shared';

/*
 * Mentions while writing: the text field shows '@Ravi Shah', readable; the members chosen in the picker are
 * kept beside it, and the text sent carries each as its token, `@[Ravi Shah](uuid)`.
 */

export type DraftMention = { name: string; uuid: string };

/** A name as its token keeps it: no brackets or line breaks, at most 120 characters. */
export const mentionName = (name: string) =>
  name
    .replace(/[[\]\n]/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();

/** A stored text as the field shows it: each token as '@Name', and the members they stand for. */
export const draftOf = (text: string): { text: string; mentions: DraftMention[] } => {
  const mentions: DraftMention[] = [];
  const draft = text.replace(new RegExp(mentionPattern.source, 'g'), (_token, name: string, uuid: string) => {
    if (!mentions.some((mention) => mention.uuid === uuid)) mentions.push({ name, uuid });
    return `@${name}`;
  });
  return { text: draft, mentions };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text to send: each '@Name' of a member chosen in the picker as its token (the longest names first,
 * so that '@Ravi Shah' is not taken for '@Ravi'); a name with more letters after it ('@Ravindra') is not one.
 */
export const wireText = (draft: string, mentions: readonly DraftMention[]) => {
  const byName = new Map(mentions.map((mention) => [mention.name, mention.uuid]));
  if (byName.size === 0) return draft;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return draft.replace(pattern, (found, name: string) => {
    const uuid = byName.get(name);
    return uuid ? mentionToken(name, uuid) : found;
  });
};

/** Where a mention being typed starts ('@') and what it searches for; null when the caret is not in one. */
export type MentionQuery = { start: number; text: string };

/** '@' at the start or after a space, then a name of up to three words, up to the caret. */
const typing = /(^|[\s(])@([^\s@[\]()]+(?: [^\s@[\]()]+){0,2} ?)$/u;

/**
 * The mention being typed just before the caret, once it is long enough to search (the search's minimum),
 * unless it is a member already chosen with the text after it.
 */
export const mentionQueryAt = (
  draft: string,
  caret: number,
  chosen: readonly DraftMention[] = [],
): MentionQuery | null => {
  const before = draft.slice(0, caret);
  const match = typing.exec(before);
  if (!match) return null;
  const text = match[2] ?? '';
  if (text.trim().length < limits.minSearchLength) return null;
  if (chosen.some((mention) => text === mention.name || text.startsWith(`${mention.name} `))) return null;
  return { start: before.length - text.length - 1, text: text.trim() };
};

/** The draft with the mention being typed replaced by the member's name, and where the caret goes after it. */
export const insertMention = (draft: string, query: MentionQuery, caret: number, name: string) => {
  const inserted = `@${name} `;
  const after = draft.slice(caret).replace(/^ /, '');
  return { text: `${draft.slice(0, query.start)}${inserted}${after}`, caret: query.start + inserted.length };
};
