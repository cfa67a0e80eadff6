import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExternalCodeSent, ExternalLoginRequest } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { paths } from '../../../core/paths.ts';
import { renamed, schemaFieldErrors } from '../../../ui/form-errors.ts';
import {
  ContactFields,
  type ContactValues,
  callingCodeFor,
  countryOptions,
  defaultCountry,
  loginContact,
} from '../../auth/index.ts';
import { requestImportCode } from '../api.ts';

export type SourceValues = ContactValues & { source: string };

/** The request of the first step: the platform's address and the contact of the account there. */
export const sourceRequest = (values: SourceValues, callingCode: string): ExternalLoginRequest => ({
  source: values.source,
  ...loginContact(values, callingCode),
});

type Props = {
  initial: SourceValues | null;
  /** The code is on its way: the request it was sent for, and where to. */
  onSent: (request: ExternalLoginRequest, values: SourceValues, sent: ExternalCodeSent) => void;
};

/**
 * The wizard's first step: where the profile is, and the email or mobile number of the account there. That
 * platform sends the code; nothing of the profile is shown before it is entered.
 */
export function SourceStep({ initial, onSent }: Props) {
  const options = countryOptions(useCountries().data);
  const [problem, setProblem] = useState<{ text: string; signInInstead: boolean } | null>(null);
  const form = useForm<SourceValues>({
    initialValues: initial ?? {
      source: '',
      method: 'email',
      country: defaultCountry.isoCode,
      mobileNumber: '',
      email: '',
    },
    validate: (values) =>
      schemaFieldErrors(
        ExternalLoginRequest,
        sourceRequest(values, callingCodeFor(options, values.country)),
        renamed({ countryCode: 'country' }),
      ),
  });

  const send = form.onSubmit(async (values) => {
    setProblem(null);
    const request = sourceRequest(values, callingCodeFor(options, values.country));
    try {
      onSent(request, values, await requestImportCode(request));
    } catch (error) {
      const signInInstead = error instanceof ApiError && error.status === 409;
      setProblem({ text: errorText(error, 'The code could not be sent'), signInInstead });
    }
  });

  return (
    <form noValidate onSubmit={send} aria-label="The platform your profile is on">
      <Stack gap="md">
        <TextInput
          label="Address of the platform you come from"
          description="As you type it into your browser to reach it"
          placeholder="startups.example.org"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          disabled={form.submitting}
          {...form.getInputProps('source')}
        />
        <ContactFields
          methodLabel="Your account there uses"
          emailLabel="Your email address there"
          method={form.getValues().method}
          onMethodChange={(method) => {
            form.setFieldValue('method', method);
            form.clearErrors();
          }}
          country={form.getInputProps('country')}
          mobileNumber={form.getInputProps('mobileNumber')}
          email={form.getInputProps('email')}
          disabled={form.submitting}
        />
        <Text size="sm" c="dimmed">
          That platform sends you a code. Nothing of your other profile is shown before you enter the code.
        </Text>
        {problem ? (
          <Alert color="red" role="alert" title="No code sent">
            {problem.text}
            {problem.signInInstead ? (
              <>
                {' '}
                <Anchor component={Link} to={paths.login} inherit>
                  Sign in instead
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={form.submitting}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
