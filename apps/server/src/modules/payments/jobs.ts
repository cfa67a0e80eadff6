import type { Db } from '../../platform/db/index.ts';
import { type JobDefinition, type Jobs, jobIdFor, jobType } from '../../platform/jobs/index.ts';
import { type SweepDeps, sweepMemberships } from './lifecycle.ts';

/** The hour whose sweep this is (2026-11-29T13). */
type MembershipSweep = { hour: string };
const sweepJob = jobType<MembershipSweep>('payments.membership-sweep');
const hourOf = (at: Date) => at.toISOString().slice(0, 13);
const hourMs = 3_600_000;

/** Queues this hour's sweep (it runs now) unless it is queued or done already: one per hour, whoever asks. */
export const scheduleMembershipSweep = async (jobs: Jobs, db: Db, now = new Date()) => {
  const hour = hourOf(now);
  await jobs.send(db, sweepJob, { hour }, { id: jobIdFor(sweepJob, hour) });
};

/**
 * The hourly membership sweep (lifecycle.ts sweepMemberships), then the next hour's, queued to start then.
 * Access does not wait for it: the plan gate reads the period's end itself.
 */
export const paymentJobs = (deps: SweepDeps & { jobs: Jobs }): JobDefinition<never>[] => {
  const sweep: JobDefinition<MembershipSweep> = {
    name: sweepJob.name,
    retryLimit: 3,
    retryDelaySeconds: 60,
    backoff: true,
    async run({ hour }) {
      await sweepMemberships(deps);
      const next = new Date(new Date(`${hour}:00:00Z`).getTime() + hourMs);
      const wait = Math.max(0, Math.round((next.getTime() - Date.now()) / 1000));
      await deps.jobs.send(
        deps.db,
        sweepJob,
        { hour: hourOf(next) },
        { id: jobIdFor(sweepJob, hourOf(next)), startAfterSeconds: wait },
      );
    },
  };
  return [sweep];
};
