import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { renderPage, stubMatchMedia } from '../test/render.tsx';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  beforeAll(stubMatchMedia);
  afterEach(cleanup);

  it('points a member without the plan to the membership plans, in the server’s words', () => {
    const error = new ApiError(402, 'The Startup booster kit comes with a membership: see Membership', [
      'A membership is required',
    ]);
    renderPage(<LoadError title="The kit could not be loaded" error={error} onRetry={() => {}} />);
    expect(screen.getByText('The Startup booster kit comes with a membership: see Membership')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe('/membership');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again after any other failure', () => {
    renderPage(<LoadError title="The kit could not be loaded" error={new ApiError(500, 'Boom')} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See membership plans' })).toBeNull();
  });
});
