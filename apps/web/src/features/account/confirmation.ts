import { ApiError } from '../../api/client.ts';
import { fieldProblem } from '../../ui/form-errors.ts';

/**
 * A refused confirmation as the code boxes show it: a problem of the code itself loses its path
 * ('body.code: Enter the confirmation code we sent you' reads 'Enter the confirmation code we sent
 * you'); every other failure is passed on as it is.
 */
export const codeFailure = (error: unknown) => {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.status,
    error.message,
    error.errors.map((text) => {
      const problem = fieldProblem(text);
      return problem?.path === 'code' ? problem.problem : text;
    }),
  );
};
