import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminArticle } from '@ventura/shared';
import { RowActions } from '../../../ui/row-actions.tsx';
import { formatDay } from '../format.ts';
import { audienceText } from './audience.ts';

type Props = {
  articles: readonly AdminArticle[];
  onEdit: (article: AdminArticle) => void;
  onDelete: (article: AdminArticle) => void;
};

/** A page of a kind's items: title, state, publish date and audience, each with Edit and Delete. */
export function ArticleTable({ articles, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Items" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Publish date</Table.Th>
            <Table.Th scope="col">Audience</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {articles.map((article) => (
            <Table.Tr key={article.id}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {article.title}
                </Text>
              </Table.Th>
              <Table.Td>
                {article.published ? (
                  <Badge component="span" color="green.9" variant="filled" miw="max-content">
                    Published
                  </Badge>
                ) : (
                  <Badge component="span" color="gray.7" variant="filled" miw="max-content">
                    Draft
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">
                  {article.publishAt ? (
                    <time dateTime={article.publishAt}>{formatDay(article.publishAt)}</time>
                  ) : (
                    'Not set'
                  )}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audienceText(article.audience)}</Text>
              </Table.Td>
              <Table.Td>
                <RowActions name={article.title} onEdit={() => onEdit(article)} onRemove={() => onDelete(article)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
