/** The feature's addresses: members' forms, and the operators' builder in the console. */
export const formPaths = {
  list: '/forms',
  form: (uuid: string) => `/forms/${encodeURIComponent(uuid)}`,
  admin: '/admin/forms',
  adminNew: '/admin/forms/new',
  adminForm: (uuid: string) => `/admin/forms/${encodeURIComponent(uuid)}`,
  adminSubmissions: (uuid: string) => `/admin/forms/${encodeURIComponent(uuid)}/submissions`,
} as const;
