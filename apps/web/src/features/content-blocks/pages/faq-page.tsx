import { Accordion, Center, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { contentItemsQuery } from '../api.ts';
import { ItemBody } from '../components/item-body.tsx';
import { matchingFaq, searchableFaq } from '../faq-search.ts';

/**
 * /faq (issue 39; unguarded, in the sidebar's Resources): the operators' questions and answers in their
 * order, each answer opening under its question, with a search that narrows the questions as one types.
 */
export function FaqPage() {
  const tenant = useTenant();
  useDocumentTitle(`FAQ | ${tenant.name}`);
  const faq = useQuery(contentItemsQuery('faq'));
  const [search, setSearch] = useState('');
  const searchable = useMemo(() => searchableFaq(faq.data ?? []), [faq.data]);
  const shown = useMemo(() => matchingFaq(searchable, search), [searchable, search]);
  const searching = search.trim() !== '';

  const answer = () => {
    if (faq.isPending) {
      return (
        <Stack gap="sm" role="status">
          <VisuallyHidden>Loading the questions</VisuallyHidden>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={52} radius="md" />
          ))}
        </Stack>
      );
    }
    if (faq.isError) {
      return (
        <LoadError
          title="The questions could not be loaded"
          error={faq.error}
          fallback="Please try again."
          onRetry={() => void faq.refetch()}
          retrying={faq.isFetching}
        />
      );
    }
    if (faq.data.length === 0) {
      return (
        <Center py="xl">
          <Text c="dimmed">No questions have been answered here yet.</Text>
        </Center>
      );
    }
    return (
      <Stack gap="sm">
        {/* Says how many questions the search leaves, as it changes. */}
        <Text size="sm" c="dimmed" role="status">
          {searching ? `${shown.length} of ${faq.data.length} questions match` : ''}
        </Text>
        {shown.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">No question matches this search.</Text>
          </Center>
        ) : (
          <Accordion variant="separated" radius="md" multiple order={2}>
            {shown.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>{item.title}</Accordion.Control>
                <Accordion.Panel>
                  <ItemBody html={item.body} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" w="100%" maw={860}>
      <Stack gap={4}>
        <Title order={1}>Frequently asked questions</Title>
        <Text c="dimmed">Answers to what members of {tenant.name} ask most.</Text>
      </Stack>
      <TextInput
        type="search"
        label="Search the questions"
        placeholder="A word of the question or its answer"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
        maxLength={100}
      />
      {answer()}
    </Stack>
  );
}
