import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { renderPage, stubMatchMedia } from '../test/render.tsx';
import { CodeEntry } from './code-entry.tsx';

const sent = { sentTo: 'nina@e2e.test', channel: 'email' as const, resendInSeconds: 30 };

describe('CodeEntry', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('offers a new code only after the server’s wait', async () => {
    // The clock moves only when the test moves it: on a busy machine a slow first render would otherwise
    // already read 0:29.
    vi.useFakeTimers();
    const onResend = vi.fn(async () => ({ ...sent, resendInSeconds: 30 }));
    renderPage(
      <CodeEntry
        sent={sent}
        verifyLabel="Sign in"
        failureText="Error verifying the OTP!"
        onVerify={vi.fn()}
        onResend={onResend}
        onChangeContact={vi.fn()}
      />,
    );
    await act(async () => {});
    expect(screen.getByText('You can ask for a new code in 0:30')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('You can ask for a new code in 0:01')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(screen.getByText('A new code is on its way to nina@e2e.test.')).toBeTruthy();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('You can ask for a new code in 0:30')).toBeTruthy();
  });

  it('shows the server’s reason for a refused code and empties the boxes', async () => {
    const onVerify = vi.fn(async () => {
      throw new ApiError(400, 'Invalid or expired code', ['Invalid or expired code']);
    });
    renderPage(
      <CodeEntry
        sent={sent}
        verifyLabel="Sign in"
        failureText="Error verifying the OTP!"
        onVerify={onVerify}
        onResend={vi.fn()}
        onChangeContact={vi.fn()}
      />,
    );
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveProperty('value', '');
  });

  const refuse = async (error: ApiError, failureText: string) => {
    renderPage(
      <CodeEntry
        sent={sent}
        verifyLabel="Create account"
        failureText={failureText}
        onVerify={vi.fn(async () => Promise.reject(error))}
        onResend={vi.fn()}
        onChangeContact={vi.fn()}
      />,
    );
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
    return (await screen.findByRole('alert')).textContent;
  };

  it('shows the server’s first error rather than its message', async () => {
    const error = new ApiError(400, 'Invalid request', ['The code has expired. Ask for a new one.']);
    expect(await refuse(error, 'Error while verifying OTP')).toBe('The code has expired. Ask for a new one.');
  });

  it('shows the spec’s default when the server says nothing', async () => {
    expect(await refuse(new ApiError(500, ''), 'Error while verifying OTP')).toBe('Error while verifying OTP');
  });
});
