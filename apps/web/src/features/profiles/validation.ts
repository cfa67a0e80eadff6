import { type FieldDef, type ListDef, listItemBody, type SectionDef, sectionBody } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';
import { changedBody, type FormValues, itemBody } from './field-values.ts';

/** The form field a body path names ('website', 'industries.2'): the field's key, if the fields have it. */
export const fieldOfPath = (fields: readonly FieldDef[]) => (path: string) => {
  const key = path.split('.')[0];
  return fields.find((field) => field.key === key)?.key;
};

/** A section form's problems: what changed, checked with the same schema the server checks the PATCH with. */
export const sectionFormErrors = (section: SectionDef, saved: FormValues, values: FormValues): FieldErrors<string> => {
  const body = changedBody(section.fields, saved, values);
  if (Object.keys(body).length === 0) return {};
  return schemaFieldErrors(sectionBody(section), body, fieldOfPath(section.fields));
};

/** A list item form's problems: a new item whole, a changed one by what changed. */
export const itemFormErrors = (list: ListDef, saved: FormValues | null, values: FormValues): FieldErrors<string> => {
  const fieldOf = fieldOfPath(list.fields);
  if (!saved) return schemaFieldErrors(listItemBody(list, 'create'), itemBody(list.fields, values), fieldOf);
  const body = changedBody(list.fields, saved, values);
  if (Object.keys(body).length === 0) return {};
  return schemaFieldErrors(listItemBody(list, 'update'), body, fieldOf);
};
