/** Milestones' pages (issue 40, product.md 2 /milestones): the startup's and confirmers' page; both consoles' pages. */
export const milestonePaths = {
  page: '/milestones',
  /** Under the console's /admin. */
  admin: 'milestones',
  partner: 'portfolio-milestones',
} as const;
