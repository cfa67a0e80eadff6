import { type ComboboxItem, isOptionsGroup, type OptionsFilter } from '@mantine/core';

/**
 * The options whose label holds the search, those that start with it first: 'India' comes before
 * 'British Indian Ocean Territory', so that the arrow and Enter pick what was typed.
 */
export const startsFirst = ({ options, search, limit }: Parameters<OptionsFilter>[0]): ComboboxItem[] => {
  const items: ComboboxItem[] = options.flatMap((option) => (isOptionsGroup(option) ? option.items : [option]));
  const needle = search.trim().toLowerCase();
  if (needle === '') return items.slice(0, limit);
  const starting: ComboboxItem[] = [];
  const containing: ComboboxItem[] = [];
  for (const item of items) {
    const label = item.label.toLowerCase();
    if (label.startsWith(needle)) starting.push(item);
    else if (label.includes(needle)) containing.push(item);
  }
  return [...starting, ...containing].slice(0, limit);
};
