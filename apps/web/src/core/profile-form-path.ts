import { slugOf } from '@ventura/shared';

/*
 * A custom form of the forms feature in a profile's edit pages (product.md 2):
 * `/startups/edit/custom-forms/{id}/{slug}`. The forms feature lists them there, the profiles feature opens
 * them, so the address lives on the floor.
 */

const segment = 'custom-forms';

/** The page of a custom form in the edit pages under `editBase`. */
export const profileFormPath = (editBase: string, form: { id: number; title: string }) =>
  `${editBase}/${segment}/${form.id}/${slugOf(form.title)}`;

/** `{editBase}/custom-forms/{id}/{slug}`: the custom form's id, or null for any other page. */
export const profileFormIdOf = (editBase: string, pathname: string) => {
  const prefix = `${editBase}/${segment}/`;
  if (!pathname.startsWith(prefix)) return null;
  const match = /^(\d+)(?:\/[^/]*)?\/?$/.exec(pathname.slice(prefix.length));
  const id = match?.[1] ? Number(match[1]) : null;
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};
