/** Spec texts of the feature (calls 8). */
export const formTexts = {
  fetchFailed: 'Error while fetching forms',
  submitted: 'Submitted your details',
  saved: 'Form saved',
  created: 'Form created',
} as const;
