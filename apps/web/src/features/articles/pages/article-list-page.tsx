import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ArticleKind, articleKindLabels } from '@ventura/shared';
import { useCallback } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { articlesPageSize, articlesQuery } from '../api.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { useListFilter } from '../use-list-filter.ts';

/**
 * A kind's public list (/news, /webinars, /resources…; unguarded, spec 2): its published items, newest
 * first, searched by title and summary, a page at a time.
 */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const tenant = useTenant();
  const { many } = articleKindLabels[kind];
  useDocumentTitle(`${many} | ${tenant.name}`);
  const { q, page, update } = useListFilter();
  const articles = useQuery(articlesQuery({ kind, q, page }));
  const onSearch = useCallback((search: string) => update({ q: search }), [update]);

  return (
    <Stack gap="lg" w="100%" maw={1120}>
      <Title order={1}>{many}</Title>
      <Stack maw={480}>
        <SearchField label={`Search ${many}`} placeholder="Title or summary" value={q} onSearch={onSearch} />
      </Stack>
      <PagedList
        query={articles}
        what={`the ${many.toLowerCase()}`}
        empty={q ? 'Nothing matches this search.' : 'Nothing here yet.'}
        pageSize={articlesPageSize}
        paging={{ label: many, page, onPage: (next) => update({ page: next }) }}
      >
        {(answer) => (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {answer.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedList>
    </Stack>
  );
}
