import { Button } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { ConfirmationCodeDialog, useConfirmationStep } from './confirmation-code-dialog.tsx';

const sent = { sentTo: 'meera@tatvasteel.demo', channel: 'email', expiresInSeconds: 600, resendInSeconds: 30 };

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

function Harness({ onConfirm }: { onConfirm: (code: string) => Promise<unknown> }) {
  const step = useConfirmationStep();
  return (
    <>
      <Button onClick={step.start}>Delete</Button>
      <ConfirmationCodeDialog
        step={step}
        title="Delete your account?"
        confirmLabel="Delete account"
        onConfirm={onConfirm}
      >
        Everything goes.
      </ConfirmationCodeDialog>
    </>
  );
}

const typeCode = async () => {
  const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
  fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
};

describe('ConfirmationCodeDialog', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sends a code when opened, says where it went, and confirms only on the button', async () => {
    const fetch = respond(200, { data: sent });
    const onConfirm = vi.fn(async () => undefined);
    renderPage(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('meera@tatvasteel.demo')).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code by email to/)).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/users/confirmation-code');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    await typeCode();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('123456'));
  });

  it('shows a refused code under the boxes, without the field path', async () => {
    respond(200, { data: sent });
    const onConfirm = vi.fn(async () => {
      throw new ApiError(400, 'Enter the confirmation code we sent you', [
        'body.code: Enter the confirmation code we sent you',
      ]);
    });
    renderPage(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await typeCode();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the confirmation code we sent you');
  });

  it('says why no code could be sent, and tries again on request', async () => {
    const fetch = respond(429, { message: 'Please wait 42 seconds before asking for a new code', errors: [] });
    renderPage(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Please wait 42 seconds before asking for a new code')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).toBeNull();

    fetch.mockResolvedValue(new Response(JSON.stringify({ data: sent }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
