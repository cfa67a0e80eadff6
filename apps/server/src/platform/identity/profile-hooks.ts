import type { Db } from '../db/index.ts';

/*
 * What other features do when a member saves their profile, without the profiles feature knowing them:
 * a feature adds a listener when the server is built (profile-import keeps copies on other tenants in
 * step), and the profile's routes call `saved` after each change of its fields.
 */

export type ProfileSaved = (db: Db, tenantId: string, profileId: number) => Promise<void>;

export const createProfileHooks = () => {
  const listeners = new Set<ProfileSaved>();
  return {
    onSaved: (listener: ProfileSaved) => {
      listeners.add(listener);
    },
    saved: async (db: Db, tenantId: string, profileId: number) => {
      for (const listener of listeners) await listener(db, tenantId, profileId);
    },
  };
};
export type ProfileHooks = ReturnType<typeof createProfileHooks>;

declare module 'fastify' {
  interface FastifyInstance {
    profileHooks: ProfileHooks;
  }
}
