import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { useAbandonOrder } from '../api.ts';
import { onwardOf } from '../components/order-summary.tsx';
import { ReturnFrame } from '../components/return-frame.tsx';
import { paymentPaths } from '../paths.ts';

/** Tells the server once that the member came back without paying, so a held seat is freed at once. */
function Abandoned({ uuid }: { uuid: string | null }) {
  const abandon = useAbandonOrder();
  const told = useRef<string | null>(null);
  const { mutate } = abandon;
  useEffect(() => {
    if (!uuid || told.current === uuid) return;
    told.current = uuid;
    mutate(uuid);
  }, [uuid, mutate]);

  if (uuid && abandon.isPending) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Checking your payment…</Text>
      </Group>
    );
  }
  if (uuid && abandon.isError) {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Title order={1} size="h2">
          Payment not completed
        </Title>
        <Text size="sm">{errorText(abandon.error, 'This order could not be found.')}</Text>
        <Anchor component={Link} to={paymentPaths.orders} size="sm">
          See your orders
        </Anchor>
      </Stack>
    );
  }
  const order = abandon.data;
  // The provider may have taken the payment just before the member came back: its confirmation is on its way.
  if (order?.status === 'pending') {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Title order={1} size="h2">
          Waiting for the provider
        </Title>
        <Text size="sm">
          {order.item.name} is not confirmed yet. If you paid, the provider’s confirmation will mark it paid in a
          moment; if you did not, nothing is charged and nothing is unlocked.
        </Text>
        <Anchor component={Link} to={paymentPaths.orders} size="sm">
          See your orders
        </Anchor>
      </Stack>
    );
  }
  // The provider took the money after all (a late confirmation): the success page says so.
  const paidAfterAll = order && order.status !== 'failed' && order.status !== 'expired';
  const retry = order ? onwardOf(order, paymentPaths.event, paymentPaths.membership).to : paymentPaths.membership;
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="xs" wrap="nowrap">
        {paidAfterAll ? (
          <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
        ) : (
          <IconCircleX size={28} color="var(--mantine-color-red-7)" aria-hidden />
        )}
        <Title order={1} size="h2">
          {paidAfterAll ? 'Your payment went through' : 'Payment not completed'}
        </Title>
      </Group>
      {paidAfterAll ? (
        <Text size="sm">The provider confirmed this payment after all. Your order is paid.</Text>
      ) : (
        <Text size="sm">
          Nothing was charged and nothing was unlocked. {order ? `${order.item.name} is still there to buy.` : ''}
        </Text>
      )}
      <Group gap="sm">
        {paidAfterAll && order ? (
          <Button component={Link} to={paymentPaths.successOf(order.uuid)}>
            See the payment
          </Button>
        ) : (
          <Button component={Link} to={retry}>
            Try again
          </Button>
        )}
        <Anchor component={Link} to={paymentPaths.orders} size="sm">
          See your orders
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /payment/failed?order=… (issue 41): the member came back from the provider without paying. */
export function PaymentFailedPage() {
  const tenant = useTenant();
  useDocumentTitle(`Payment not completed | ${tenant.name}`);
  const [params] = useSearchParams();
  return (
    <ReturnFrame>
      <Abandoned uuid={params.get('order')} />
    </ReturnFrame>
  );
}
