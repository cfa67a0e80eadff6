import { type FieldDef, type FieldValue, type FieldValues, isFilled, type ListDef } from '@ventura/shared';

/** A stored value as people read it: a choice by its label, a flag as Yes/No, a list joined. */
export const displayValue = (field: FieldDef, value: FieldValue | undefined) => {
  if (!isFilled(value) || value === null || value === undefined) return '';
  if (field.kind === 'choice' && typeof value === 'string') return field.options[value] ?? value;
  if (field.kind === 'choices' && Array.isArray(value))
    return value.map((code) => field.options[code] ?? code).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en');
  if (Array.isArray(value)) return value.join(', ');
  return value;
};

/**
 * One list item on its card: its first field as the title (a founder's name), its second as the line
 * under it (the role), and every other filled field with its label.
 */
export const itemSummary = (list: ListDef, values: FieldValues) => {
  const [first, second, ...rest] = list.fields;
  return {
    title: first ? displayValue(first, values[first.key]) : '',
    subtitle: second ? displayValue(second, values[second.key]) : '',
    details: rest
      .map((field) => ({ key: field.key, label: field.label, value: displayValue(field, values[field.key]) }))
      .filter((detail) => detail.value !== ''),
  };
};

/** 'Add founder', 'Add advisor'. */
export const addLabel = (list: ListDef) => `Add ${list.item}`;

/** Why no more items may be added, once the list is full. */
export const fullText = (list: ListDef) => `A profile lists at most ${list.maxItems} ${list.item}s.`;
