import { type PortfolioEntry, publicProfilePath } from '@ventura/shared';
import type { PortfolioEntryRow, StartupCard } from './repo.ts';

/** An entry as the partner sees it: never its token; the joined startup with its public profile's path. */
export const presentEntry = (entry: PortfolioEntryRow, startup: StartupCard | null = null): PortfolioEntry => ({
  id: entry.id,
  startupName: entry.startupName,
  founderName: entry.founderName,
  email: entry.email,
  website: entry.website,
  message: entry.message,
  source: entry.source,
  status: entry.status,
  createdAt: entry.createdAt.toISOString(),
  invitedAt: entry.invitedAt?.toISOString() ?? null,
  expiresAt: entry.status === 'invited' ? (entry.expiresAt?.toISOString() ?? null) : null,
  startup: startup
    ? {
        uuid: startup.uuid,
        name: startup.organizationName ?? entry.startupName,
        path: publicProfilePath('startup', startup.uuid, startup.organizationName ?? entry.startupName),
        approvalStatus: startup.approvalStatus,
      }
    : null,
});
