import type { ComponentProps } from 'react';
import { PagedList } from '../../../ui/paged-list.tsx';
import { consolePageSize } from '../filters.ts';

/** A console list's page in its states ({@link PagedList}), at the console's page size. */
export function ListView<T extends { items: readonly unknown[]; total: number }>(
  props: Omit<ComponentProps<typeof PagedList<T>>, 'pageSize'>,
) {
  return <PagedList {...props} pageSize={consolePageSize} />;
}
