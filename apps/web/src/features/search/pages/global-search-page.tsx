import { Anchor, Avatar, Group, Loader, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { maxSearchLength, type NameHit } from '@ventura/shared';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { globalSearchErrorText } from '../api.ts';
import { type HitGroup, typingPauseMs } from '../global-search.ts';
import { useGlobalSearch } from '../use-global-search.ts';

function Hit({ hit }: { hit: NameHit }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={hit.logo} name={hit.name} color="initials" variant="filled" radius="md" alt="" />
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={hit.profileUrl} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {hit.name}
          </Anchor>
          {hit.tagline ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {hit.tagline}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function HitSection({ group }: { group: HitGroup }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {group.title}{' '}
        <Text span c="dimmed" fw={400} size="sm">
          ({group.hits.length})
        </Text>
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.hits.map((hit) => (
          <Hit key={hit.uuid} hit={hit} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /global-search?q=... (spec 2, unguarded): everything the visitor may search, by name, grouped by
 * directory. The text is kept in the address once typing pauses; under three characters nothing is asked.
 */
export function GlobalSearchPage() {
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const searched = (params.get('q') ?? '').slice(0, maxSearchLength);
  const [text, setText] = useState(searched);
  const [typed] = useDebouncedValue(text.trim(), typingPauseMs);
  const { query, groups, enabled } = useGlobalSearch(searched);
  useDocumentTitle(`${searched ? `${searched} | ` : ''}Search | ${tenant.name}`);

  useEffect(() => setText((current) => (current.trim() === searched ? current : searched)), [searched]);
  useEffect(() => {
    if (typed !== searched) setParams(typed ? { q: typed } : {}, { replace: true });
  }, [typed, searched, setParams]);

  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Search</Title>
        <Text c="dimmed">Find startups, investors, mentors and everyone else on {tenant.name} by name.</Text>
      </Stack>
      <search aria-label="Search everyone">
        <form onSubmit={(event) => event.preventDefault()}>
          <TextInput
            label="Search by name"
            placeholder="At least 3 characters"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={
              query.isFetching && enabled ? <Loader size={16} aria-hidden /> : <IconSearch size={16} aria-hidden />
            }
            size="md"
            autoComplete="off"
            maxLength={maxSearchLength}
          />
        </form>
      </search>
      {!enabled ? (
        <Text c="dimmed" role="status">
          {searched.trim() ? 'Type at least 3 characters to search.' : 'Type a name to search everyone at once.'}
        </Text>
      ) : query.isPending ? (
        <Stack gap="xs" role="status" aria-label="Searching">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={64} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <LoadError
          title={globalSearchErrorText}
          error={query.error}
          fallback="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : groups.length === 0 ? (
        <Text c="dimmed" role="status">
          Nothing found for “{searched.trim()}”. Check the spelling, or try part of the name.
        </Text>
      ) : (
        <Stack gap="xl" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {groups.map((group) => (
            <HitSection key={group.type} group={group} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
