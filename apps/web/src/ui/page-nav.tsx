import { Group, type MantineSpacing, Pagination } from '@mantine/core';

type Props = {
  /** The navigation's accessible name: 'Result pages', 'Pages of applicants'. */
  label: string;
  /** How many pages there are; nothing is shown for one. */
  pages: number;
  page: number;
  onChange: (page: number) => void;
  mt?: MantineSpacing;
};

/** The pages of a paged list, centred under it, every button named for a screen reader; nothing for one page. */
export function PageNav({ label, pages, page, onChange, mt }: Props) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center" mt={mt}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
