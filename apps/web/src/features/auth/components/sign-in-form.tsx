import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@ventura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { completeSignIn } from '../../../api/sign-in.ts';
import { CodeEntry, type SentCode } from '../../../ui/code-entry.tsx';
import { useRequestLoginCode, useVerifyLoginCode } from '../api/login.ts';
import { type ContactValues, callingCodeFor, countryOptions, defaultCountry, loginContact } from '../contact.ts';
import { authErrorTexts } from '../error-texts.ts';
import { ContactFields } from './contact-fields.tsx';

type Props = {
  /** Inside a sign-in modal: no redirect after sign-in (spec 4), just this callback. */
  inModal?: boolean;
  onSignedIn?: (session: Session) => void;
};

/** The request's validation; fetched when the visitor starts on the form, awaited when they send it. */
const loadLoginValidation = () => import('../login-validation.ts');
const preloadLoginValidation = () => void loadLoginValidation().catch(() => undefined);

/** Sign-in by one-time code: a mobile number (with country code) or an email address, then the code. */
export function SignInForm({ inModal = false, onSignedIn }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = countryOptions(useCountries().data);
  const requestCode = useRequestLoginCode();
  const verifyCode = useVerifyLoginCode();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  const form = useForm<ContactValues>({
    initialValues: { method: 'mobile', country: defaultCountry.isoCode, mobileNumber: '', email: '' },
    validate: async (values) => {
      const request = loginContact(values, callingCodeFor(options, values.country));
      try {
        return (await loadLoginValidation()).loginErrors(request);
      } catch (error) {
        // The chunk could not be fetched (offline, or a deploy replaced it): nothing is sent.
        return { [values.method === 'email' ? 'email' : 'mobileNumber']: errorText(error, authErrorTexts.login) };
      }
    },
  });
  const contact = () => loginContact(form.getValues(), callingCodeFor(options, form.getValues().country));
  const contactField = form.getValues().method === 'email' ? 'email' : 'mobileNumber';

  const send = form.onSubmit(async () => {
    try {
      setSent(await requestCode.mutateAsync(contact()));
    } catch (error) {
      form.setFieldError(contactField, errorText(error, authErrorTexts.login));
    }
  });

  if (sent) {
    return (
      <CodeEntry
        key={sent.sentTo}
        sent={sent}
        verifyLabel="Sign in"
        failureText={authErrorTexts.loginCode}
        done={signedIn}
        onChangeContact={() => setSent(null)}
        onResend={() => requestCode.mutateAsync(contact())}
        onVerify={async (code) => {
          const session = await verifyCode.mutateAsync({ ...contact(), code });
          setSignedIn(true);
          completeSignIn(session, { queryClient, navigate, redirect: !inModal });
          onSignedIn?.(session);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={send} onFocus={preloadLoginValidation}>
      <Stack gap="md">
        <ContactFields
          methodLabel="Sign in with"
          method={form.getValues().method}
          onMethodChange={(method) => {
            form.setFieldValue('method', method);
            form.clearErrors();
          }}
          country={form.getInputProps('country')}
          mobileNumber={form.getInputProps('mobileNumber')}
          email={form.getInputProps('email')}
          disabled={requestCode.isPending}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
