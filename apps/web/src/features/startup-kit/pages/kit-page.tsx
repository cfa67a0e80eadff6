import { Alert, Chip, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconGift, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type PerkKind, perkKindLabels, perkKinds } from '@ventura/shared';
import { useId, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { perksQuery } from '../api.ts';
import { PerkCard } from '../components/perk-card.tsx';
import { filterPerks, type PerkFilter } from '../filter.ts';

const isKind = (value: string): value is PerkKind => perkKinds.some((kind) => kind === value);

/** Words and kind chips that narrow the perks on the page (the list is short: no call per search). */
function Filters({ filter, onChange }: { filter: PerkFilter; onChange: (filter: PerkFilter) => void }) {
  const kindsId = useId();
  return (
    <Stack gap="sm">
      <TextInput
        label="Search perks"
        placeholder="Title or provider"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.words}
        onChange={(event) => onChange({ ...filter, words: event.currentTarget.value })}
        maw={480}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id={kindsId}>
          Kind
        </Text>
        <Group gap="xs" role="radiogroup" aria-labelledby={kindsId}>
          <Chip.Group
            value={filter.kind}
            onChange={(value) => onChange({ ...filter, kind: isKind(value) ? value : 'all' })}
          >
            <Chip value="all">All</Chip>
            {perkKinds.map((kind) => (
              <Chip key={kind} value={kind}>
                {perkKindLabels[kind]}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Stack>
    </Stack>
  );
}

/**
 * /startup-booster-kit (issue 39, behind the login guard): the perks partners and the tenant offer startups,
 * searched by title or provider and narrowed by kind; each opens its page, where a startup checks and claims it.
 */
export function KitPage() {
  const tenant = useTenant();
  useDocumentTitle(`Startup Booster Kit | ${tenant.name}`);
  const offered = tenant.features.startup_kit;
  const perks = useQuery({ ...perksQuery(), enabled: offered });
  const [filter, setFilter] = useState<PerkFilter>({ words: '', kind: 'all' });

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>Startup Booster Kit</Title>
        <Text c="dimmed">
          Credits, discounts and services from {tenant.name} and its partners. Open a perk to see whether your startup
          qualifies, and claim it.
        </Text>
      </Stack>
      {offered ? (
        <>
          <Filters filter={filter} onChange={setFilter} />
          <QueryView query={perks} errorTitle="The perks could not be loaded" loadingHeight={240}>
            {(all) => {
              const shown = filterPerks(all, filter);
              if (all.length === 0) {
                return (
                  <EmptyResults
                    icon={<IconGift size={26} />}
                    title="No perks yet"
                    hint="Perks appear here as soon as they are offered."
                  />
                );
              }
              if (shown.length === 0) {
                return (
                  <EmptyResults
                    icon={<IconSearch size={26} />}
                    title="No perk matches"
                    hint="Try other words or another kind."
                    action={{ label: 'Show all perks', onClick: () => setFilter({ words: '', kind: 'all' }) }}
                  />
                );
              }
              return (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed" role="status">
                    {shown.length === all.length
                      ? `${all.length} ${all.length === 1 ? 'perk' : 'perks'}`
                      : `${shown.length} of ${all.length} perks`}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="section" aria-label="Perks">
                    {shown.map((perk) => (
                      <PerkCard key={perk.uuid} perk={perk} />
                    ))}
                  </SimpleGrid>
                </Stack>
              );
            }}
          </QueryView>
        </>
      ) : (
        <Alert color="gray" title="Not offered here">
          {tenant.name} does not offer the booster kit.
        </Alert>
      )}
    </Stack>
  );
}
