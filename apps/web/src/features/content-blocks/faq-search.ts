import type { ContentItem } from '@ventura/shared';

/** An answer's words without its markup, for searching. */
const textOf = (html: string) => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body.textContent ?? '';
};

/** Each question with the words a search looks in: the question and its answer, in lower case. */
export const searchableFaq = (items: readonly ContentItem[]) =>
  items.map((item) => ({ item, words: `${item.title} ${textOf(item.body)}`.toLowerCase() }));

/** The questions whose question or answer holds every word of the search, in their order; all for none. */
export const matchingFaq = (searchable: ReturnType<typeof searchableFaq>, search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return searchable.filter(({ words: text }) => words.every((word) => text.includes(word))).map(({ item }) => item);
};
