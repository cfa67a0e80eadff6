import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCardOff, IconId } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MyMembership, type PlanCatalogue, payableFeatureLabels } from '@ventura/shared';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { catalogueQuery, membershipQuery } from '../api.ts';
import { MembershipCard } from '../components/membership-card.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { useStartCheckout } from '../components/use-start-checkout.ts';

function Plans({ catalogue, mine }: { catalogue: PlanCatalogue; mine: MyMembership | undefined }) {
  const { start, checkout } = useStartCheckout();
  const heldPlan = mine?.membership && mine.membership.status !== 'ended' ? mine.membership.plan.uuid : null;
  const startingPlan = checkout.isPending && checkout.variables.kind === 'plan' ? checkout.variables.planUuid : null;
  if (catalogue.plans.length === 0) {
    return (
      <EmptyResults
        icon={<IconId size={26} />}
        title="No plans on offer"
        hint="There is no membership plan to choose right now. Please look again later."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {catalogue.plans.map((plan) => (
        <PlanCard
          key={plan.uuid}
          plan={plan}
          held={plan.uuid === heldPlan}
          starting={plan.uuid === startingPlan}
          busy={checkout.isPending}
          onChoose={(chosen) => start({ kind: 'plan', planUuid: chosen.uuid })}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * /membership (issue 41, login-guarded, product.md 2): the member's membership and what it unlocks, then
 * the plans on offer with their prices; choosing one goes to the provider's payment page. A tenant that
 * takes no payments shows no prices.
 */
export function MembershipPage() {
  const tenant = useTenant();
  useDocumentTitle(`Membership | ${tenant.name}`);
  const catalogue = useQuery(catalogueQuery());
  const membership = useQuery(membershipQuery());
  const locked = membership.data?.locked ?? [];

  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>Membership</Title>
        <Text c="dimmed">Your membership of {tenant.name}, and the plans you can choose.</Text>
      </Stack>
      <QueryView query={catalogue} errorTitle="The plans could not be loaded" loadingHeight={320}>
        {(found) =>
          found.provider === null && !membership.data?.membership ? (
            <EmptyResults
              icon={<IconCreditCardOff size={26} />}
              title={`${tenant.name} does not offer memberships`}
              hint="Everything here is open to members without a plan."
            />
          ) : (
            <Stack gap="lg">
              <QueryView query={membership} errorTitle="Your membership could not be loaded" loadingHeight={160}>
                {(mine) => <MembershipCard mine={mine} />}
              </QueryView>
              {found.provider === null ? null : (
                <Stack gap="md" component="section" aria-labelledby="membership-plans">
                  <Title order={2} size="h3" id="membership-plans">
                    Plans
                  </Title>
                  {locked.length > 0 ? (
                    <Text size="sm" c="dimmed">
                      Comes with a plan: {locked.map((feature) => payableFeatureLabels[feature]).join(', ')}.
                    </Text>
                  ) : null}
                  <Plans catalogue={found} mine={membership.data} />
                </Stack>
              )}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
