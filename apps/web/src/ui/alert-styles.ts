/**
 * An Alert whose title reads in the text colour: Mantine's yellow, orange and green titles are too
 * light on their own light backgrounds (yellow: 2.7:1).
 */
export const readableAlertTitle = { title: { color: 'var(--mantine-color-text)' } };
