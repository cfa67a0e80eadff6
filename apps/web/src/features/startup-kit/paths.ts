/**
 * The booster kit's pages (issue 39, product.md 2 /startup-booster-kit): the perks, one perk with its check and
 * claim, and the console's perks and claims.
 */
export const startupKitPaths = {
  list: '/startup-booster-kit',
  detail: '/startup-booster-kit/:uuid',
  /** Under the console's /admin. */
  admin: 'startup-kit',
} as const;

/** One perk's page. */
export const perkPath = (uuid: string) => `${startupKitPaths.list}/${encodeURIComponent(uuid)}`;
