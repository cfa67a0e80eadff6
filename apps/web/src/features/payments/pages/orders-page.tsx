import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Order } from '@ventura/shared';
import { useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { ordersPageSize, ordersQuery } from '../api.ts';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { OrderStatusBadge } from '../components/status-badges.tsx';
import { dateText } from '../format.ts';

function OrderRow({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={order.item.name}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{order.item.name}</Text>
          <Text size="sm" c="dimmed">
            {dateText(order.createdAt)}
            {order.invoiceNumber ? ` · Invoice ${order.invoiceNumber}` : ''}
          </Text>
          {order.refundedMinor > 0 ? (
            <Text size="sm" c="dimmed">
              Refunded {formatMoney(order.refundedMinor, order.price.currency)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Text fw={600}>{formatMoney(order.price.totalMinor, order.price.currency)}</Text>
          <OrderStatusBadge status={order.status} />
          <InvoiceButton order={order} />
        </Group>
      </Group>
    </Paper>
  );
}

/** /orders (issue 41, login-guarded): the member's orders, newest first, with their invoices. */
export function OrdersPage() {
  const tenant = useTenant();
  useDocumentTitle(`Orders | ${tenant.name}`);
  const [page, setPage] = useState(1);
  const orders = useQuery(ordersQuery(page));
  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Orders</Title>
        <Text c="dimmed">What you bought on {tenant.name}: memberships and event tickets, with their invoices.</Text>
      </Stack>
      <PagedList
        query={orders}
        what="your orders"
        empty="You have no orders yet."
        pageSize={ordersPageSize}
        paging={{ label: 'Your orders', page, onPage: setPage }}
      >
        {(found) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your orders">
            {found.items.map((order) => (
              <OrderRow key={order.uuid} order={order} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
