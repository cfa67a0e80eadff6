import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { ConnectionStatus } from './activity.ts';
import { limits } from './constants.ts';

export const ConnectionRequestsType = z.enum(['received', 'sent']);
export type ConnectionRequestsType = z.infer<typeof ConnectionRequestsType>;

/** Connection lists page by pageNumber (default 1) and limit (default 500), as spec 9 says. */
export const ConnectionPaging = z.object({
  pageNumber: z.coerce.number().int().min(1).default(limits.connectionRequestsPageNumber),
  limit: z.coerce.number().int().min(1).max(limits.connectionRequestsLimit).default(limits.connectionRequestsLimit),
});
export type ConnectionPaging = z.infer<typeof ConnectionPaging>;

export const ConnectionAction = z.object({
  actionMessage: z.string().trim().max(500, 'The message can be at most 500 characters').optional(),
});
export type ConnectionAction = z.infer<typeof ConnectionAction>;

export const ConnectionPeer = z.object({
  uuid: z.string(),
  name: z.string(),
  accountType: AccountType,
  accountTypeLabel: z.string(),
  organizationName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ConnectionPeer = z.infer<typeof ConnectionPeer>;

export const Connection = z.object({
  connectionUUID: z.string(),
  companyUUID: z.string(),
  connectionStatus: ConnectionStatus,
  direction: z.enum(['sent', 'received']),
  requestMessage: z.string().nullable(),
  actionMessage: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  other: ConnectionPeer,
  can: z.object({ accept: z.boolean(), reject: z.boolean() }),
});
export type Connection = z.infer<typeof Connection>;

export const ConnectionCounts = z.object({
  connections: z.number().int(),
  received: z.number().int(),
  sent: z.number().int(),
});
export type ConnectionCounts = z.infer<typeof ConnectionCounts>;
