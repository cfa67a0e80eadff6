import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, type Order } from '@ventura/shared';
import { taxLabel } from '../../../ui/price-text.ts';

/** An order in a few lines: what was bought, the total with its tax, and the invoice number. */
export function OrderSummary({ order }: { order: Order }) {
  const tax = taxLabel(order.price);
  const money = (minor: number) => formatMoney(minor, order.price.currency);
  const taxed = tax !== null && order.price.taxMinor > 0;
  const added = taxed && order.price.subtotalMinor !== order.price.totalMinor;
  const rows: [string, string][] = [
    ['Item', order.item.name],
    // Tax on top reads as a sum; tax included as the part of the total it is.
    ...(added ? [['Price', money(order.price.subtotalMinor)] satisfies [string, string]] : []),
    ...(added ? [[tax, money(order.price.taxMinor)] satisfies [string, string]] : []),
    ['Total', money(order.price.totalMinor)],
    ...(taxed && !added ? [[`Of which ${tax}`, money(order.price.taxMinor)] satisfies [string, string]] : []),
    ...(order.invoiceNumber ? [['Invoice', order.invoiceNumber] satisfies [string, string]] : []),
  ];
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([term, value]) => (
        <Group key={term} gap="sm" justify="space-between" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Where to go after an order: the membership page for a plan, the event's page for a ticket. */
export const onwardOf = (order: Order, eventPath: (uuid: string) => string, membershipPath: string) =>
  order.item.kind === 'event_ticket' && order.item.eventUuid
    ? { to: eventPath(order.item.eventUuid), label: 'Go to the event' }
    : { to: membershipPath, label: 'See your membership' };
