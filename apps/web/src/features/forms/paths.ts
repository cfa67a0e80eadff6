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
