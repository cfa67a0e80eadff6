// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from '../../api/client.ts';
import { codeFailure } from './confirmation.ts';

describe('codeFailure', () => {
  it('shows a problem of the code without its path', () => {
    const missing = new ApiError(400, 'Enter the confirmation code we sent you', [
      'body.code: Enter the confirmation code we sent you',
    ]);
    expect(errorText(codeFailure(missing))).toBe('Enter the confirmation code we sent you');
    expect(codeFailure(missing)).toMatchObject({ status: 400 });
  });

  it('passes every other failure on as it is', () => {
    const wrong = new ApiError(400, 'Invalid or expired code', ['Invalid or expired code']);
    expect(errorText(codeFailure(wrong))).toBe('Invalid or expired code');
    expect(errorText(codeFailure(new ApiError(429, 'Please wait 40 seconds')))).toBe('Please wait 40 seconds');
    const other = new Error('boom');
    expect(codeFailure(other)).toBe(other);
  });
});
