import { slugOf } from '@ventura/shared';

/** The feature's addresses: members' forms, and the operators' builder in the console. */
export const formPaths = {
  list: '/forms',
  form: (uuid: string) => `/forms/${encodeURIComponent(uuid)}`,
  admin: '/admin/forms',
  adminNew: '/admin/forms/new',
  adminForm: (uuid: string) => `/admin/forms/${encodeURIComponent(uuid)}`,
  adminSubmissions: (uuid: string) => `/admin/forms/${encodeURIComponent(uuid)}/submissions`,
  /** A custom form in a profile's edit pages (product.md 2): `/startups/edit/custom-forms/{id}/{slug}`. */
  profileForm: (editBase: string, form: { id: number; title: string }) =>
    `${editBase}/custom-forms/${form.id}/${slugOf(form.title)}`,
} as const;

/** `{editBase}/custom-forms/{id}/{slug}`: the custom form's id, or null for any other page. */
export const profileFormIdOf = (editBase: string, pathname: string) => {
  const prefix = `${editBase}/custom-forms/`;
  if (!pathname.startsWith(prefix)) return null;
  const match = /^(\d+)(?:\/[^/]*)?\/?$/.exec(pathname.slice(prefix.length));
  const id = match?.[1] ? Number(match[1]) : null;
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};
