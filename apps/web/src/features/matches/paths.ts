/** Who or what a member should meet, one kind at a time (issue 44): `?kind=mentors` opens a kind. */
export const matchesPath = '/matches';
