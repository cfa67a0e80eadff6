import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminPerk } from '@ventura/shared';
import { useId, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminPerksQuery, claimsPageSize, claimsQuery } from './api.ts';
import { ClaimTable } from './claim-table.tsx';
import { PerkFormModal } from './perk-form-modal.tsx';
import { PerkTable } from './perk-table.tsx';

/**
 * /admin/startup-kit (issue 39, operators): the perks offered to startups, drafts included, added and edited in a
 * modal; and every claim, newest first.
 */
export function StartupKitAdminPage() {
  const tenant = useTenant();
  useDocumentTitle(`Booster kit | Console | ${tenant.name}`);
  const offered = tenant.features.startup_kit;
  const perks = useQuery({ ...adminPerksQuery(), enabled: offered });
  const [page, setPage] = useState(1);
  const claims = useQuery({ ...claimsQuery(page), enabled: offered });
  // undefined: the form is closed; null: adding a perk.
  const [editing, setEditing] = useState<AdminPerk | null | undefined>(undefined);
  const perksTitleId = useId();
  const claimsTitleId = useId();

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>Booster kit</Title>
          <Text c="dimmed">
            Perks {tenant.name} and its partners offer startups: credits, discounts and services, each with who may
            claim it. A startup claims a perk once and receives its code or link; the partner is told.
          </Text>
        </Stack>
        {offered ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            Add a perk
          </Button>
        ) : null}
      </Group>
      {offered ? (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={perksTitleId}>
            <Stack gap="md">
              <Title order={2} size="h3" id={perksTitleId}>
                Perks
              </Title>
              <QueryView query={perks} errorTitle="The perks could not be loaded" loadingHeight={200}>
                {(all) =>
                  all.length === 0 ? (
                    <Center py="xl">
                      <Text c="dimmed">No perks yet. Add the first one.</Text>
                    </Center>
                  ) : (
                    <PerkTable perks={all} onEdit={setEditing} />
                  )
                }
              </QueryView>
            </Stack>
          </Paper>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby={claimsTitleId}
          >
            <Stack gap="md">
              <Title order={2} size="h3" id={claimsTitleId}>
                Claims
              </Title>
              <PagedList
                query={claims}
                what="the claims"
                empty="No perk has been claimed yet."
                pageSize={claimsPageSize}
                paging={{ label: 'Claim', page, onPage: setPage }}
              >
                {(answer) => <ClaimTable claims={answer.items} />}
              </PagedList>
            </Stack>
          </Paper>
          <PerkFormModal perk={editing} onClose={() => setEditing(undefined)} />
        </>
      ) : (
        <Alert color="gray" title="Not turned on">
          The booster kit is not turned on for {tenant.name}. Turn on its feature flag to offer perks.
        </Alert>
      )}
    </Stack>
  );
}
