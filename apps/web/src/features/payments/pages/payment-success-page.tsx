import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { confirmWaitMs, orderQuery, reportUnconfirmed } from '../api.ts';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { OrderSummary, onwardOf } from '../components/order-summary.tsx';
import { ReturnFrame } from '../components/return-frame.tsx';
import { paymentPaths } from '../paths.ts';

/** The order is settled for the member: paid, or paid and refunded since. */
const isPaid = (order: Order) => order.status !== 'pending' && order.status !== 'failed' && order.status !== 'expired';
const isLost = (order: Order) => order.status === 'failed' || order.status === 'expired';

function Confirming({ uuid }: { uuid: string }) {
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), confirmWaitMs);
    return () => clearTimeout(timer);
  }, []);
  // The query string says nothing trustworthy: only the order as the server sees it counts.
  const order = useQuery(orderQuery(uuid, (seen) => !waitedOut && (seen === undefined || seen.status === 'pending')));
  const stillPending = waitedOut && order.data?.status === 'pending';
  useEffect(() => {
    // Once per page: the wait ran out with no confirmed payment, which the tenant's operators should know of.
    if (stillPending) void reportUnconfirmed(uuid).catch(() => undefined);
  }, [stillPending, uuid]);

  if (order.isError) {
    return (
      <LoadError
        title="Your payment could not be checked"
        error={order.error}
        fallback="Please try again."
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  const seen = order.data;
  if (seen && isLost(seen)) return <Navigate to={paymentPaths.failedOf(uuid)} replace />;

  const status = (() => {
    if (seen && isPaid(seen)) {
      const onward = onwardOf(seen, paymentPaths.event, paymentPaths.membership);
      return (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={1} size="h2">
              Payment received
            </Title>
          </Group>
          <Text size="sm">
            {seen.item.kind === 'event_ticket' ? 'Your ticket is booked.' : 'Your membership is active.'} A receipt is
            on its way by email.
          </Text>
          <OrderSummary order={seen} />
          <Group gap="sm">
            <Button component={Link} to={onward.to} size="sm">
              {onward.label}
            </Button>
            <InvoiceButton order={seen} label="Download invoice" size="sm" />
          </Group>
        </Stack>
      );
    }
    if (waitedOut) {
      return (
        <Stack gap="sm">
          <Title order={1} size="h2">
            This is taking longer than usual
          </Title>
          <Text size="sm">
            The payment provider has not confirmed your payment yet. Your membership or ticket starts as soon as it
            does; you do not need to pay again.
          </Text>
          <Anchor component={Link} to={paymentPaths.orders} size="sm">
            See your orders
          </Anchor>
        </Stack>
      );
    }
    return (
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Title order={1} size="h2">
          Confirming your payment…
        </Title>
      </Group>
    );
  })();

  return (
    <div role="status" aria-live="polite">
      {status}
    </div>
  );
}

/**
 * /payment/success?order=… (issue 41): where the provider returns the member. The page asks the server about
 * the order every two seconds for up to two minutes: paid, it says so with the order and the way onwards;
 * failed or expired, it goes to /payment/failed.
 */
export function PaymentSuccessPage() {
  const tenant = useTenant();
  useDocumentTitle(`Payment | ${tenant.name}`);
  const [params] = useSearchParams();
  const uuid = params.get('order');
  return (
    <ReturnFrame>
      {uuid ? (
        <Confirming uuid={uuid} />
      ) : (
        <Alert color="yellow" title="No payment to show">
          This address names no order.{' '}
          <Anchor component={Link} to={paymentPaths.orders}>
            See your orders
          </Anchor>
        </Alert>
      )}
    </ReturnFrame>
  );
}
