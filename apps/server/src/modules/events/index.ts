/** What other parts of the server may use of events: its routes, and paid tickets for payments (docs/payments.md). */

export { eventRoutes } from './routes.ts';
export { admitTicketHolder, eventUuids, holdSeat, releaseSeat, revokeTicket, ticketedEvent } from './tickets.ts';
