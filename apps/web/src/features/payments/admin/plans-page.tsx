import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconId, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { billingIntervalLabels, type Plan } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminPlansQuery, settingsQuery, useUpdatePlan } from '../api.ts';
import { PlanStatusBadge } from '../components/status-badges.tsx';
import { unlockTexts } from '../components/unlocks-list.tsx';
import { taxText, totalText } from '../format.ts';
import { paymentPaths } from '../paths.ts';
import { PlanModal } from './plan-modal.tsx';

function PlansTable({ plans, onEdit }: { plans: readonly Plan[]; onEdit: (plan: Plan) => void }) {
  const change = useUpdatePlan();
  const setStatus = (plan: Plan, status: Plan['status']) =>
    change.mutate(
      { uuid: plan.uuid, body: { status } },
      {
        onSuccess: () =>
          notify.success(status === 'archived' ? `${plan.name} is archived` : `${plan.name} is on offer again`),
        onError: (error) => notify.error(errorText(error, 'The plan could not be changed')),
      },
    );
  const changing = (plan: Plan) => change.isPending && change.variables.uuid === plan.uuid;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label="Plans" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Unlocks</Table.Th>
            <Table.Th scope="col">Members</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.uuid}>
              <Table.Th scope="row" fw={400} maw={240}>
                <Text size="sm" fw={600}>
                  {plan.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {billingIntervalLabels[plan.interval]}
                </Text>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{totalText(plan.price, plan.interval)}</Text>
                <Text size="xs" c="dimmed">
                  {taxText(plan.price)}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm">{unlockTexts(plan.unlocks).join(', ') || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{plan.memberCount}</Text>
              </Table.Td>
              <Table.Td>
                <PlanStatusBadge status={plan.status} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => onEdit(plan)} aria-label={`Edit ${plan.name}`}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={changing(plan)}
                    disabled={change.isPending && !changing(plan)}
                    onClick={() => setStatus(plan, plan.status === 'active' ? 'archived' : 'active')}
                    aria-label={`${plan.status === 'active' ? 'Archive' : 'Restore'} ${plan.name}`}
                  >
                    {plan.status === 'active' ? 'Archive' : 'Restore'}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/payments/plans (issue 41, operators): the membership plans, archived ones too, with their price,
 * what they unlock and their members; a new plan or an edit in a modal; archive and restore. Members who
 * hold an archived plan keep it; nobody new can choose it.
 */
export function PlansPage() {
  const tenant = useTenant();
  useDocumentTitle(`Membership plans | Console | ${tenant.name}`);
  const plans = useQuery(adminPlansQuery());
  const settings = useQuery(settingsQuery());
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const paymentsOff = settings.data?.provider === null;
  const create = () => setEditing({ plan: null });

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>Membership plans</Title>
          <Text c="dimmed">What members can buy, at what price, and what each plan unlocks.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
          New plan
        </Button>
      </Group>
      {paymentsOff ? (
        <Alert color="yellow" title="Payments are off">
          Members see no plans until a payment provider is connected in{' '}
          <Anchor component={Link} to={paymentPaths.adminSettings}>
            Payment settings
          </Anchor>
          .
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <QueryView query={plans} errorTitle="The plans could not be loaded" loadingHeight={240}>
          {(found) =>
            found.length === 0 ? (
              <EmptyResults
                icon={<IconId size={26} />}
                title="No plans yet"
                hint="Create a plan to sell memberships: a price, a billing interval and what it unlocks."
                action={{ label: 'New plan', onClick: create }}
              />
            ) : (
              <PlansTable plans={found} onEdit={(plan) => setEditing({ plan })} />
            )
          }
        </QueryView>
      </Paper>
      <PlanModal
        opened={editing !== null}
        plan={editing?.plan ?? null}
        currency={settings.data?.currency ?? 'INR'}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
