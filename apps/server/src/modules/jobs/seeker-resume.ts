import type { ApplicationFile } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { presentResume, seekerResumeUrl } from './present.ts';
import * as repo from './repo.ts';
import { storeResume } from './resume-files.ts';
import { seekerResumes } from './tables.ts';

/**
 * A job seeker's saved resume (issue 19): kept with their profile, copied into each application they send
 * unless they upload another for it.
 */
const seekerOnly = (m: Member) => {
  if (m.auth.profile.accountType !== 'job_seeker') throw forbidden('A saved resume is for job seeker profiles');
  return m.auth.profile.id;
};

export const getSeekerResume = async (m: Member): Promise<ApplicationFile | null> => {
  const row = await repo.findSeekerResume(m.db, m.tenant.id, seekerOnly(m));
  return row ? presentResume(row.resume, seekerResumeUrl) : null;
};

export const saveSeekerResume = async (m: Member, file: { bytes: Buffer; fileName: string }) => {
  const profileId = seekerOnly(m);
  const resume = await storeResume(m, file.bytes, file.fileName);
  let replaced: string | undefined;
  try {
    await m.db.transaction(async (tx) => {
      replaced = (await repo.findSeekerResume(tx, m.tenant.id, profileId))?.resume.key;
      await tx
        .insert(seekerResumes)
        .values({ tenantId: m.tenant.id, profileId, resume })
        .onConflictDoUpdate({ target: seekerResumes.profileId, set: { resume, updatedAt: new Date() } });
    });
  } catch (error) {
    await removeStoredFile(m, resume.key);
    throw error;
  }
  if (replaced) await removeStoredFile(m, replaced);
  return presentResume(resume, seekerResumeUrl) as ApplicationFile;
};

export const removeSeekerResume = async (m: Member) => {
  const profileId = seekerOnly(m);
  const [removed] = await m.db
    .delete(seekerResumes)
    .where(and(eq(seekerResumes.tenantId, m.tenant.id), eq(seekerResumes.profileId, profileId)))
    .returning();
  if (!removed) throw notFound('You have no saved resume');
  await removeStoredFile(m, removed.resume.key);
};

export const openSeekerResume = async (m: Member) => {
  const row = await repo.findSeekerResume(m.db, m.tenant.id, seekerOnly(m));
  const file = row && (await m.storage.get(row.resume.key));
  if (!row || !file) throw notFound('You have no saved resume');
  return { file, resume: row.resume };
};
