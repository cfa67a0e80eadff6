// @vitest-environment jsdom
import { TeamMemberInput } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { fieldProblem, renamed, schemaFieldErrors, serverFieldErrors, withoutFieldPath } from './form-errors.ts';

const fields = ['name', 'email', 'mobileNumber'] as const;
const fieldOf = (key: string) => fields.find((field) => field === key);

describe('serverFieldErrors', () => {
  it('puts each "body.<field>: problem" of a 400 on its field, the first problem per field', () => {
    const error = new ApiError(400, 'Invalid request', [
      'body.email: Enter a valid email address',
      'body.email: Too long',
      'body.name: Enter a name',
      'body: Nothing to update',
      'query.limit: Too big',
      'body.website: Not a field of this form',
    ]);
    expect(serverFieldErrors(error, fieldOf)).toEqual({ email: 'Enter a valid email address', name: 'Enter a name' });
  });

  it('puts a 409 on the field given for conflicts', () => {
    const error = new ApiError(409, 'This person already has an account on this platform', [
      'This person already has an account on this platform',
    ]);
    expect(serverFieldErrors(error, fieldOf, 'mobileNumber')).toEqual({
      mobileNumber: 'This person already has an account on this platform',
    });
    expect(serverFieldErrors(error, fieldOf)).toEqual({});
  });

  it('leaves other failures to the caller', () => {
    expect(serverFieldErrors(new ApiError(403, 'Forbidden', ['Forbidden']), fieldOf, 'email')).toEqual({});
    expect(serverFieldErrors(new ApiError(0, 'Could not reach the server'), fieldOf, 'email')).toEqual({});
    expect(serverFieldErrors(new Error('boom'), fieldOf, 'email')).toEqual({});
  });
});

describe('schemaFieldErrors', () => {
  it('places the shared schema problems on the fields', () => {
    expect(schemaFieldErrors(TeamMemberInput, { name: 'A', email: 'not-an-email' }, fieldOf)).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address',
    });
    expect(schemaFieldErrors(TeamMemberInput, { name: 'Asha Rao', email: 'asha@example.com' }, fieldOf)).toEqual({});
  });

  it('keeps the request paths as fields unless told otherwise, and renames those it is given', () => {
    expect(schemaFieldErrors(TeamMemberInput, { name: 'A', email: 'asha@example.com' })).toEqual({
      name: 'Enter a name',
    });
    expect(
      schemaFieldErrors(TeamMemberInput, { name: 'Asha Rao', email: 'not-an-email' }, renamed({ email: 'contact' })),
    ).toEqual({ contact: 'Enter a valid email address' });
  });
});

describe('withoutFieldPath', () => {
  it('shows a problem of a field without its path and any other text as it is', () => {
    expect(withoutFieldPath('body.companyName: Company name required')).toBe('Company name required');
    expect(fieldProblem('body.links.0: Enter a link')).toEqual({ path: 'links.0', problem: 'Enter a link' });
    expect(withoutFieldPath('Invalid or expired code')).toBe('Invalid or expired code');
    expect(fieldProblem('query.limit: Too big')).toBeUndefined();
  });
});
