import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataExportKeepDays } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { type JobContext, type JobDefinition, type Jobs, jobIdFor, jobType } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { fileKey, newFileId, type Storage } from '../../platform/storage/index.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { scopeOf } from './parts.ts';
import * as repo from './repo.ts';
import { buildZip } from './zip.ts';

export type BuildExport = { tenantId: string; exportId: number };
export const buildExportJob = jobType<BuildExport>('data-export.build');

/** The day whose sweep this is: ready exports that expired before it runs are removed. */
export type ExportSweep = { day: string };
export const exportSweepJob = jobType<ExportSweep>('data-export.sweep');

export type DataExportDeps = {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The tenant's address, for the email's link. */
  origin: (tenantId: string) => Promise<string>;
  now?: () => Date;
};

const dayMs = 86_400_000;
const slice = 500;
export const yourDataPath = '/account/your-data';
export const buildFailure = 'Your data could not be prepared because of a fault on the server: ask for it again';
const staleFailure = 'Preparing your data took too long: ask for it again';

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
/** A date as the email says it: "Sat, 06 Dec 2026". */
const dateInWords = (moment: Date) => moment.toUTCString().slice(0, 16);

/** Runs `work` in a fresh folder of its own under the system's temporary folder, removed afterwards. */
const withWorkFolder = async <T>(work: (folder: string) => Promise<T>) => {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'ventura-export-'));
  try {
    return await work(folder);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
};

/** The member's email that their data is ready, in the transaction that marks it so (the outbox's row). */
const tellMember = async (
  db: Db,
  mailer: Mailer,
  input: { tenantId: string; tenantName: string; email: string; origin: string; expiresAt: Date },
) =>
  mailer.send(db, {
    tenantId: input.tenantId,
    channel: 'email',
    to: input.email,
    subject: `Your data from ${input.tenantName} is ready`,
    body: [
      `The copy of your data you asked ${input.tenantName} for is ready to download:`,
      '',
      `${input.origin}${yourDataPath}`,
      '',
      `It can be downloaded until ${dateInWords(input.expiresAt)}, when it is removed. You can ask for a new one at any time.`,
    ].join('\n'),
  });

/**
 * Builds one export: its zip into the store (through a temporary file), the row ready with what it holds and
 * when it expires, and the member's email, in one transaction with the row. Two attempts racing (a retry
 * after a lost worker) both build; the second to finish removes its own zip. A failure on the last attempt
 * ends the export failed, with a reason the member reads.
 */
const buildExport = (deps: DataExportDeps): JobDefinition<BuildExport> => ({
  name: buildExportJob.name,
  retryLimit: 2,
  retryDelaySeconds: 30,
  backoff: true,
  expireInSeconds: 30 * 60,
  async run({ tenantId, exportId }, context: JobContext) {
    const { db } = deps;
    const row = await repo.claimForBuild(db, tenantId, exportId);
    if (!row) return;
    let stored: string | undefined;
    try {
      const [holder] = await db
        .select({ name: users.name, email: users.email, tenantName: tenants.name })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, row.userId)))
        .limit(1);
      if (!holder) return;
      const preparedAt = deps.now?.() ?? new Date();
      const scope = await scopeOf(db, tenantId, row.userId);
      const built = await withWorkFolder(async (folder) => {
        const zip = await buildZip(
          deps,
          scope,
          { tenantName: holder.tenantName, memberName: holder.name, preparedAt },
          folder,
        );
        const key = fileKey(tenantId, newFileId(), 'data', 'zip');
        await deps.storage.putFile(key, zip.zipPath, 'application/zip');
        stored = key;
        return { ...zip, key };
      });
      const expiresAt = new Date(preparedAt.getTime() + dataExportKeepDays * dayMs);
      const origin = await deps.origin(tenantId);
      const ready = await db.transaction(async (tx) => {
        const marked = await repo.markReady(tx, tenantId, exportId, {
          fileKey: built.key,
          bytes: built.bytes,
          parts: built.parts,
          readyAt: preparedAt,
          expiresAt,
        });
        if (marked && holder.email) {
          await tellMember(tx, deps.mailer, {
            tenantId,
            tenantName: holder.tenantName,
            email: holder.email,
            origin,
            expiresAt,
          });
        }
        return marked;
      });
      if (!ready) await removeStoredFile(deps, built.key);
    } catch (error) {
      if (stored) await removeStoredFile(deps, stored);
      if (!context.lastAttempt) throw error;
      deps.log.warn({ err: error, tenantId, exportId }, 'a data export failed');
      await repo.markFailed(db, tenantId, exportId, buildFailure);
    }
  },
});

/** Queues a day's sweep (it runs now) unless it is already queued or done. */
export const scheduleDataExportSweep = async (jobs: Jobs, db: Db, now = new Date()) => {
  const day = dayOf(now);
  await jobs.send(db, exportSweepJob, { day }, { id: jobIdFor(exportSweepJob, day) });
};

/**
 * The daily sweep: ready exports past their expiry are marked expired and their zips removed from the store
 * (in slices, across tenants); exports a build never finished within a day end failed. Then it queues
 * tomorrow's sweep, a little past midnight (UTC).
 */
const sweepExports = (deps: DataExportDeps): JobDefinition<ExportSweep> => ({
  name: exportSweepJob.name,
  retryLimit: 3,
  retryDelaySeconds: 300,
  backoff: true,
  expireInSeconds: 1800,
  async run({ day }) {
    const { db } = deps;
    const now = deps.now?.() ?? new Date();
    for (;;) {
      const expired = await repo.expireSlice(db, now, slice);
      for (const { fileKey: key } of expired) if (key) await removeStoredFile(deps, key);
      if (expired.length < slice) break;
    }
    await repo.failStale(db, new Date(now.getTime() - dayMs), staleFailure);
    const next = dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + dayMs));
    const runsAt = Date.parse(`${next}T00:20:00Z`);
    await deps.jobs.send(
      db,
      exportSweepJob,
      { day: next },
      {
        id: jobIdFor(exportSweepJob, next),
        startAfterSeconds: Math.max(1, Math.round((runsAt - now.getTime()) / 1000)),
      },
    );
  },
});

/** The jobs of data exports: the build of one export, and the daily sweep of expired ones. */
export const createDataExportJobs = (deps: DataExportDeps): JobDefinition<never>[] => [
  buildExport(deps),
  sweepExports(deps),
];
