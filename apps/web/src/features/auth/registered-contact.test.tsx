import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactLookupOf, useRegisteredContact } from './registered-contact.ts';

const email = { method: 'email', country: 'IN', mobileNumber: '', email: ' Nina@Nimbus.Example ' } as const;
const mobile = { method: 'mobile', country: 'IN', mobileNumber: '98000 00010', email: '' } as const;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('contactLookupOf', () => {
  it('looks up a lower-cased email or the digits of a mobile number, and nothing half typed', () => {
    expect(contactLookupOf('startup', email, '91')).toEqual({
      kind: 'email',
      value: 'nina@nimbus.example',
      userType: 'startup',
    });
    expect(contactLookupOf('mentor', mobile, '91')).toEqual({
      kind: 'mobile',
      value: '9800000010',
      countryCode: '91',
      userType: 'mentor',
    });
    expect(contactLookupOf('startup', { ...email, email: 'nina@' }, '91')).toBeNull();
    expect(contactLookupOf('startup', { ...mobile, mobileNumber: '98' }, '91')).toBeNull();
  });
});

describe('useRegisteredContact', () => {
  afterEach(() => vi.restoreAllMocks());

  const lookUp = async (values: typeof email | typeof mobile) => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const { result } = renderHook(() => useRegisteredContact('startup', values, '91'), { wrapper });
    act(() => result.current.lookUp(values));
    return { show, result };
  };

  it('says when the contact already has an account', async () => {
    respond(200, { data: { exists: true, message: 'This email address is already registered' } });
    const { result, show } = await lookUp(email);
    await waitFor(() => expect(result.current.alreadyRegistered).toBe(true));
    expect(result.current.message).toBe('This email address is already registered');
    expect(show).not.toHaveBeenCalled();
  });

  it("toasts a failed email look-up with the server's first error, in words (no field path)", async () => {
    respond(400, { message: 'Invalid request', errors: ['params.value: Enter a valid email address'] });
    const { show } = await lookUp(email);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Enter a valid email address' })),
    );
  });

  it("toasts the spec's default when the server says nothing", async () => {
    respond(500, {});
    const { show } = await lookUp(email);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while verifying email address' })),
    );
    show.mockClear();
    const second = await lookUp(mobile);
    await waitFor(() =>
      expect(second.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Error while verifying mobile number' }),
      ),
    );
  });
});
