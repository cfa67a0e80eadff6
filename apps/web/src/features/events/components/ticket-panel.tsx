import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Event } from '@ventura/shared';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { shortPriceText, taxLabel, totalPriceText } from '../../../ui/price-text.ts';
import { useBuyTicket } from '../api.ts';
import { eventPaths } from '../paths.ts';

type Ticket = NonNullable<Event['ticket']>;

/**
 * A paid event is registered by buying a ticket: the member pays on the provider's page and is registered
 * once the payment is confirmed. A ticket included in the member's plan needs no payment.
 */
export function TicketPanel({ event, ticket }: { event: Event; ticket: Ticket }) {
  const buy = useBuyTicket(event.uuid);
  const navigate = useNavigate();
  const tax = taxLabel(ticket.price);
  const start = () =>
    buy.mutate(undefined, {
      onSuccess: ({ order, redirectUrl }) => {
        if (redirectUrl) window.location.assign(redirectUrl);
        else void navigate(eventPaths.paymentSuccess(order.uuid));
      },
      onError: (error) => notify.error(errorText(error, 'The ticket could not be bought')),
    });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Registration">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tickets
        </Title>
        <Text size="sm">
          {shortPriceText(ticket.price)}
          {tax && ticket.price.taxMinor > 0 ? ` (${totalPriceText(ticket.price)} with ${tax})` : ''}. You are registered
          once your payment is confirmed; a held place is kept for you while you pay.
        </Text>
        <Button onClick={start} loading={buy.isPending} style={{ alignSelf: 'flex-start' }}>
          Buy ticket · {totalPriceText(ticket.price)}
        </Button>
      </Stack>
    </Paper>
  );
}
