/** A LIKE pattern that matches `text` literally: its backslashes, percent signs and underscores escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** LIKE patterns for text anywhere in a value, and at its start. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;
