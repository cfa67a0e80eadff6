export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address ('see https://x.io.'). */
const trailing = /[.,;:!?)\]}'"]+$/;

/**
 * A text (a message, a post) cut into plain text and web links (http, https and www. addresses), for rendering as
 * text and anchors: never as HTML. A closing bracket stays in the link when the link opened one.
 */
export const splitLinks = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    let found = match[0];
    const strip = trailing.exec(found)?.[0] ?? '';
    found = found.slice(0, found.length - strip.length);
    // 'https://en.wikipedia.org/wiki/Cat_(animal)': keep a ')' that closes a '(' of the address.
    if (strip.startsWith(')') && found.includes('(') && !found.includes(')')) found += ')';
    const start = match.index;
    if (found.replace(/^(https?:\/\/|www\.)/i, '') === '') continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = /^www\./i.test(found) ? `https://${found}` : found;
    parts.push({ kind: 'link', text: found, href });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};
