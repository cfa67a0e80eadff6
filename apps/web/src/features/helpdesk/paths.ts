/** The helpdesk's pages (issue 40, product.md 2 /tickets): the member's tickets and one ticket; the console's queue. */
export const helpdeskPaths = {
  list: '/tickets',
  detail: '/tickets/:uuid',
  /** Under the console's /admin. */
  queue: 'tickets',
  adminDetail: 'tickets/:uuid',
} as const;

export const ticketPath = (uuid: string) => `${helpdeskPaths.list}/${encodeURIComponent(uuid)}`;
export const adminTicketPath = (uuid: string) => `/admin/tickets/${encodeURIComponent(uuid)}`;
