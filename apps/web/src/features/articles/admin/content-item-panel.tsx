import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AdminContentItem, type ContentModel, contentModelLabels } from '@ventura/shared';
import { useCallback, useState } from 'react';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { adminArticlesPageSize, adminContentItemsQuery } from '../api.ts';
import { useListFilter } from '../use-list-filter.ts';
import { ContentItemEditor } from './content-item-editor.tsx';
import { ContentItemTable } from './content-item-table.tsx';
import { modelFields } from './content-models.ts';
import { DeleteContentItemModal } from './delete-modal.tsx';

/** What the editor is open on: a new item, or one to edit. */
type Editing = { item: AdminContentItem | null } | null;

/** A model's tab of the console's content page: its items in order, drafts too, to search, write and delete. */
export function ContentItemPanel({ model }: { model: ContentModel }) {
  const { one, many } = contentModelLabels[model];
  const labels = modelFields[model];
  const { q, page, update } = useListFilter();
  const items = useQuery(adminContentItemsQuery({ model, q, page }));
  const onSearch = useCallback((search: string) => update({ q: search }), [update]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
          <SearchField
            label={`Search ${many}`}
            placeholder={`${labels.title} or ${labels.body.toLowerCase()}`}
            value={q}
            onSearch={onSearch}
          />
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ item: null })}>
          New {one}
        </Button>
      </Group>
      <PagedList
        query={items}
        what={labels.what}
        empty={q ? 'Nothing matches this search.' : 'Nothing here yet.'}
        pageSize={adminArticlesPageSize}
        paging={{ label: many, page, onPage: (next) => update({ page: next }) }}
      >
        {(answer) => (
          <ContentItemTable
            titleLabel={labels.title}
            items={answer.items}
            onEdit={(item) => setEditing({ item })}
            onDelete={setDeleting}
          />
        )}
      </PagedList>
      {editing ? <ContentItemEditor model={model} item={editing.item} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteContentItemModal item={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
