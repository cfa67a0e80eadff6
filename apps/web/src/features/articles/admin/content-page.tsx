import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type AdminArticle,
  type ArticleKind,
  articleKindLabels,
  articleKinds,
  ContentModel,
  contentModelLabels,
} from '@ventura/shared';
import { useCallback, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { adminArticlesPageSize, adminArticlesQuery } from '../api.ts';
import { useListFilter } from '../use-list-filter.ts';
import { ArticleEditor } from './article-editor.tsx';
import { ArticleTable } from './article-table.tsx';
import { ContentItemPanel } from './content-item-panel.tsx';
import { DeleteArticleModal } from './delete-modal.tsx';

/** A tab of the page: a kind of article, or a banner, testimonial, FAQ or ad list. */
type Tab = ArticleKind | ContentModel;
const contentModels = ContentModel.options;
const tabs: readonly Tab[] = [...articleKinds, ...contentModels];

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);
const isModel = (tab: Tab): tab is ContentModel => contentModels.some((model) => model === tab);
const tabLabel = (tab: Tab) => (isModel(tab) ? contentModelLabels[tab].many : articleKindLabels[tab].many);

/** What the editor is open on: a new item, or one to edit. */
type Editing = { article: AdminArticle | null } | null;

function KindPanel({ kind }: { kind: ArticleKind }) {
  const { one, many } = articleKindLabels[kind];
  const { q, page, update } = useListFilter();
  const articles = useQuery(adminArticlesQuery({ kind, q, page }));
  const onSearch = useCallback((search: string) => update({ q: search }), [update]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
          <SearchField label={`Search ${many}`} placeholder="Title or summary" value={q} onSearch={onSearch} />
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ article: null })}>
          New {one}
        </Button>
      </Group>
      <PagedList
        query={articles}
        what={`the ${many.toLowerCase()}`}
        empty={q ? 'Nothing matches this search.' : 'Nothing here yet.'}
        pageSize={adminArticlesPageSize}
        paging={{ label: many, page, onPage: (next) => update({ page: next }) }}
      >
        {(answer) => (
          <ArticleTable articles={answer.items} onEdit={(article) => setEditing({ article })} onDelete={setDeleting} />
        )}
      </PagedList>
      {editing ? <ArticleEditor kind={kind} article={editing.article} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteArticleModal article={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}

/**
 * /admin/content (issue 39, operators): each kind's items, drafts too, and the banners, testimonials, FAQ
 * and ads (the tab in ?kind=), to search, write, publish and delete.
 */
export function ContentAdminPage() {
  const tenant = useTenant();
  useDocumentTitle(`Content | Console | ${tenant.name}`);
  const { params, update } = useListFilter();
  const read = params.get('kind');
  const current: Tab = isTab(read) ? read : 'news';

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Content</Title>
        <Text c="dimmed">
          News, platform updates, webinars, reports, videos, legal templates and market insights; the dashboard's
          banners and testimonials, the FAQ and the ads. Readers see an item once it is published and its publish date
          has come.
        </Text>
      </Stack>
      <Tabs value={current} onChange={(next) => (isTab(next) ? update({ kind: next }) : undefined)} keepMounted={false}>
        <Tabs.List aria-label="Kind of content">
          {tabs.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {tabLabel(each)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((each) => (
          <Tabs.Panel key={each} value={each}>
            {each !== current ? null : isModel(each) ? <ContentItemPanel model={each} /> : <KindPanel kind={each} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
