import { Alert, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type IpKind, ipKindLabels, ipKinds } from '@ventura/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { WordsSearch } from '../../../ui/words-search.tsx';
import { industriesQuery, marketPageSize, marketplaceQuery } from '../api.ts';
import { ListingCard } from '../components/listing-card.tsx';

const kindChoices = ipKinds.map((kind) => ({ value: kind, label: ipKindLabels[kind] }));
const isKind = (value: string | null): value is IpKind => ipKinds.some((kind) => kind === value);

/**
 * /search/ips (issue 40, unguarded): patents, trademarks, copyrights and designs the tenant's members offer for
 * licensing, by words, kind and industry, newest first. Signed out, the same cards: asking asks to sign in.
 */
export function MarketplacePage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`IP marketplace | ${tenant.name}`);
  const offered = tenant.features.ip_management;
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<IpKind | null>(null);
  const [industry, setIndustry] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const industries = useQuery({ ...industriesQuery(), enabled: offered });
  const listings = useQuery({
    ...marketplaceQuery({
      pageNumber: page,
      ...(q ? { q } : {}),
      ...(kind ? { kind } : {}),
      ...(industry ? { industry } : {}),
    }),
    enabled: offered,
  });
  const narrowed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>IP marketplace</Title>
        <Text c="dimmed">
          Patents, trademarks, copyrights and designs that {tenant.name}’s members offer for licensing.
        </Text>
      </Stack>
      {offered ? (
        <>
          <Stack gap="sm">
            <WordsSearch
              label="Search IP"
              placeholder="Words of the title or the offer"
              value={q}
              onSearch={narrowed(setQ)}
              style={{ maxWidth: 560 }}
            />
            <Group gap="sm" align="flex-end">
              <Select
                label="Kind"
                placeholder="Any kind"
                data={kindChoices}
                value={kind}
                clearable
                onChange={(value) => narrowed(setKind)(isKind(value) ? value : null)}
                w={200}
              />
              <Select
                label="Industry"
                placeholder="Any industry"
                data={(industries.data ?? []).map((term) => ({ value: term.code, label: term.name }))}
                value={industry}
                clearable
                searchable
                onChange={narrowed(setIndustry)}
                w={260}
              />
            </Group>
          </Stack>
          <QueryView query={listings} errorTitle="The IP marketplace could not be loaded" loadingHeight={240}>
            {(found) =>
              found.items.length === 0 ? (
                <EmptyResults
                  icon={<IconBulb size={26} />}
                  title={q || kind || industry ? 'Nothing matches' : 'Nothing on offer yet'}
                  hint={
                    q || kind || industry
                      ? 'Try other words, another kind or another industry.'
                      : 'IP appears here once its owners offer it for licensing.'
                  }
                  action={
                    q || kind || industry
                      ? {
                          label: 'Show everything',
                          onClick: () => {
                            setQ('');
                            setKind(null);
                            setIndustry(null);
                            setPage(1);
                          },
                        }
                      : null
                  }
                />
              ) : (
                <Stack gap="sm">
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, lg: 3 }}
                    spacing="md"
                    component="section"
                    aria-label="IP on offer"
                  >
                    {found.items.map((listing) => (
                      <ListingCard key={listing.uuid} listing={listing} signedIn={user !== null} />
                    ))}
                  </SimpleGrid>
                  <Pager
                    label="IP on offer"
                    total={found.total}
                    pageSize={marketPageSize}
                    page={page}
                    onPage={setPage}
                  />
                </Stack>
              )
            }
          </QueryView>
        </>
      ) : (
        <Alert color="gray" title="Not offered here">
          {tenant.name} does not offer an IP marketplace.
        </Alert>
      )}
    </Stack>
  );
}
