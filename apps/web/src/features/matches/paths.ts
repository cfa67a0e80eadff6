/** The investors a startup should meet (issue 44). */
export const matchesPath = '/matches';
