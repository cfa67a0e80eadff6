/** The page a `?page=` value names: a whole number from 1; anything else is the first page. */
export const pageFromParam = (value: string | null) => {
  if (value === null || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
};
