import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminContentItem } from '@ventura/shared';
import { RowActions } from '../../../ui/row-actions.tsx';
import { formatDay } from '../format.ts';
import { audienceText } from './audience.ts';

type Props = {
  /** The title column's name in the model's words: 'Headline', 'Question'. */
  titleLabel: string;
  items: readonly AdminContentItem[];
  onEdit: (item: AdminContentItem) => void;
  onDelete: (item: AdminContentItem) => void;
};

/** A page of a model's items in the operators' order: title, order, state, publish date and audience, each with Edit and Delete. */
export function ContentItemTable({ titleLabel, items, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Items" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{titleLabel}</Table.Th>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Publish date</Table.Th>
            <Table.Th scope="col">Audience</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={600}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {item.title}
                </Text>
                {item.author ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {item.author}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{item.sortOrder}</Text>
              </Table.Td>
              <Table.Td>
                {item.published ? (
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
                  {item.publishAt ? <time dateTime={item.publishAt}>{formatDay(item.publishAt)}</time> : 'Not set'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audienceText(item.audience)}</Text>
              </Table.Td>
              <Table.Td>
                <RowActions name={item.title} onEdit={() => onEdit(item)} onRemove={() => onDelete(item)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
