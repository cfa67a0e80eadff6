import { type AccountType, type ArticleAudience, accountTypeLabels } from '@ventura/shared';

/** Who sees an item, in words: 'Everyone', 'Members', 'Startup, Mentor'. */
export const audienceText = (audience: ArticleAudience) => {
  if (audience.scope === 'public') return 'Everyone';
  if (audience.scope === 'members') return 'Members';
  return audience.types.map((type: AccountType) => accountTypeLabels[type]).join(', ');
};
