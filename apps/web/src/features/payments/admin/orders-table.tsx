import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, type Order, type OrderKind } from '@ventura/shared';
import { OrderStatusBadge } from '../components/status-badges.tsx';
import { dateText, timeText } from '../format.ts';

export const orderKindLabels: Record<OrderKind, string> = {
  plan: 'Membership',
  renewal: 'Renewal',
  event_ticket: 'Event ticket',
};

/** A page of the tenant's orders: what, who, when, how much and its state, and Refund where it may be. */
export function OrdersTable({ orders, onRefund }: { orders: readonly Order[]; onRefund: (order: Order) => void }) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table aria-label="Orders" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col">Buyer</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.uuid}>
              <Table.Th scope="row" fw={400} maw={280}>
                <Text size="sm" fw={600}>
                  {order.item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {orderKindLabels[order.item.kind]}
                </Text>
              </Table.Th>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{order.buyer?.name ?? '—'}</Text>
                  {order.buyer?.email ? (
                    <Text size="xs" c="dimmed">
                      {order.buyer.email}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* The day over its time: one line of both pushed Refund out of a laptop's view. */}
                <Text size="sm">{dateText(order.createdAt)}</Text>
                <Text size="xs" c="dimmed">
                  {timeText(order.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatMoney(order.price.totalMinor, order.price.currency)}</Text>
                {order.refundedMinor > 0 ? (
                  <Text size="xs" c="dimmed">
                    {formatMoney(order.refundedMinor, order.price.currency)} refunded
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" c={order.invoiceNumber ? undefined : 'dimmed'}>
                  {order.invoiceNumber ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {order.can.refund ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onRefund(order)}
                    aria-label={`Refund ${order.item.name}${order.buyer ? ` of ${order.buyer.name}` : ''}`}
                  >
                    Refund
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
