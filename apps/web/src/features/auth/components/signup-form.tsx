import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountType, SignupOtpSend } from '@ventura/shared';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { completeSignIn } from '../../../api/sign-in.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { CodeEntry, type SentCode } from '../../../ui/code-entry.tsx';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import {
  type CodeChannel,
  inviteCodeQuery,
  useInviteCode,
  useRegister,
  useSendSignupCode,
  useVerifySignupCode,
} from '../api/signup.ts';
import { partnerIdOf, storedArrival } from '../arrival.ts';
import { callingCodeFor, countryOptions, defaultCountry } from '../contact.ts';
import { authErrorTexts } from '../error-texts.ts';
import { useRegisteredContact } from '../registered-contact.ts';
import {
  asksOrganization,
  codeCheck,
  codeRequest,
  emptySignup,
  registration,
  type SignupValues,
  startupDetailsMissing,
  validateSignup,
} from '../signup-values.ts';
import { ContactFields } from './contact-fields.tsx';
import { InviteCodeField, invalidInviteText, inviteStateOf } from './invite-code-field.tsx';
import { askForMarketAccess } from './market-access-prompt.tsx';
import { CorporateFields, InvestorFields, StartupFields } from './profile-fields.tsx';

/**
 * Sign-up for one account type: the person, their contact, the profile's own fields and an optional
 * invite code; then the code sent to the contact; then the account is created and signed in.
 */
export function SignupForm({ type }: { type: AccountType }) {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const arrival = useMemo(() => storedArrival(), []);
  const options = countryOptions(useCountries().data);
  const initialInvite = (searchParams.get('inviteCode') ?? arrival.inviteCode ?? '').trim();

  const form = useForm<SignupValues>({
    initialValues: emptySignup(defaultCountry.isoCode, initialInvite),
    validate: (values) => validateSignup(type, values, callingCodeFor(options, values.country)),
  });
  const values = form.getValues();
  const callingCode = callingCodeFor(options, values.country);

  const [checkedInvite, setCheckedInvite] = useState(initialInvite);
  const invite = inviteStateOf(checkedInvite, useInviteCode(checkedInvite));
  const contact = useRegisteredContact(type, values, callingCode);
  const lookUpContact = () => contact.lookUp(form.getValues());

  const sendCode = useSendSignupCode();
  const verifyCode = useVerifySignupCode();
  const register = useRegister();
  const [pending, setPending] = useState<{ request: SignupOtpSend; channel: CodeChannel; sent: SentCode } | null>(null);
  const [registrationToken, setRegistrationToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const startupHintId = useId();
  const [done, setDone] = useState(false);

  const contactField = values.method === 'email' ? 'email' : 'mobileNumber';
  const channel: CodeChannel = values.method === 'mobile' && values.channel === 'whatsapp' ? 'whatsapp' : 'sms';

  /** The invite code must be valid if one is given; resolves to it (or undefined), or null when it is not. */
  const checkInvite = async (code: string) => {
    setCheckedInvite(code);
    if (!code) return undefined;
    if (code.length < 3) {
      form.setFieldError('inviteCode', invalidInviteText);
      return null;
    }
    try {
      return await queryClient.fetchQuery(inviteCodeQuery(code));
    } catch (error) {
      form.setFieldError('inviteCode', errorText(error, invalidInviteText));
      return null;
    }
  };

  const createAccount = async (token: string, details: SignupValues, inviteCode: string | undefined) => {
    try {
      const body = registration(type, details, token, { ...arrival, ...(inviteCode ? { inviteCode } : {}) });
      const session = await register.mutateAsync({ type, body });
      setDone(true);
      completeSignIn(session, { queryClient, navigate, message: `Welcome to ${tenant.name}, ${session.user.name}!` });
    } catch (error) {
      setRegistrationToken(token);
      // Calls 8: a registration failure shows the first error entry, else the message.
      setFailure(withoutFieldPath(errorText(error, authErrorTexts.generic)));
      setPending(null);
    }
  };

  const submit = form.onSubmit(async (details) => {
    setFailure(null);
    const inviteInfo = await checkInvite(details.inviteCode.trim());
    if (inviteInfo === null) return;
    if (
      type === 'startup' &&
      tenant.features.registration_enterprise_sales_popup &&
      !details.servicesLookingFor.includes('customer_access')
    ) {
      const choice = await askForMarketAccess();
      if (choice === 'dismissed') return;
      if (choice === 'select') {
        details.servicesLookingFor = [...details.servicesLookingFor, 'customer_access'];
        form.setFieldValue('servicesLookingFor', details.servicesLookingFor);
      }
    }
    if (registrationToken) {
      await createAccount(registrationToken, details, inviteInfo?.code);
      return;
    }
    const partnerId = inviteInfo?.partner?.uuid ?? partnerIdOf(arrival.partner);
    const request = codeRequest(type, details, callingCodeFor(options, details.country), partnerId);
    try {
      const sent = await sendCode.mutateAsync({ body: request, channel });
      setPending({ request, channel, sent });
    } catch (error) {
      const text = errorText(error, authErrorTexts.generic);
      if (error instanceof ApiError && [404, 409, 429].includes(error.status)) form.setFieldError(contactField, text);
      else setFailure(withoutFieldPath(text));
    }
  });

  if (pending) {
    return (
      <CodeEntry
        key={pending.sent.sentTo}
        sent={pending.sent}
        verifyLabel="Create account"
        failureText={authErrorTexts.signupCode}
        done={done}
        onChangeContact={() => setPending(null)}
        onResend={() => sendCode.mutateAsync({ body: pending.request, channel: pending.channel })}
        onVerify={async (code) => {
          const verified = await verifyCode.mutateAsync({
            body: codeCheck(pending.request, code),
            channel: pending.channel,
          });
          const inviteCode = invite.status === 'valid' ? invite.invite.code : undefined;
          await createAccount(verified.registrationToken, form.getValues(), inviteCode);
        }}
      />
    );
  }

  const contactDisabled = sendCode.isPending || registrationToken !== null;
  const detailsMissing = startupDetailsMissing(type, values);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" title="Your account was not created" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput {...form.getInputProps('name')} label="Full name" autoComplete="name" required />
        <ContactFields
          methodLabel="Sign up with"
          method={values.method}
          onMethodChange={(method) => {
            form.setFieldValue('method', method);
            form.clearErrors();
          }}
          country={form.getInputProps('country')}
          mobileNumber={{ ...form.getInputProps('mobileNumber'), onBlur: lookUpContact }}
          email={{ ...form.getInputProps('email'), onBlur: lookUpContact }}
          disabled={contactDisabled}
          notice={
            registrationToken ? (
              <Text size="sm" c="dimmed">
                Verified.{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => setRegistrationToken(null)}>
                  Use another
                </Anchor>
              </Text>
            ) : contact.alreadyRegistered ? (
              <Alert color="yellow" p="xs" role="status">
                <Text size="sm">
                  {contact.message}.{' '}
                  <Anchor component={Link} to={paths.login} size="sm" fw={600}>
                    Sign in instead
                  </Anchor>
                </Text>
              </Alert>
            ) : null
          }
        />
        {values.method === 'mobile' ? (
          <>
            <Radio.Group {...form.getInputProps('channel')} label="Send the code by">
              <Stack gap={6} mt={6}>
                <Radio value="sms" label="Text message (SMS)" disabled={contactDisabled} />
                <Radio value="whatsapp" label="WhatsApp" disabled={contactDisabled} />
              </Stack>
            </Radio.Group>
            <TextInput
              {...form.getInputProps('verificationEmail')}
              label="Email address"
              description="Optional. We will send a link to verify it."
              type="email"
              autoComplete="email"
            />
          </>
        ) : null}
        {type === 'startup' ? (
          <StartupFields
            companyName={form.getInputProps('companyName')}
            servicesLookingFor={form.getInputProps('servicesLookingFor')}
          />
        ) : null}
        {type === 'corporate' ? (
          <CorporateFields
            companyName={form.getInputProps('companyName')}
            designation={form.getInputProps('designation')}
          />
        ) : null}
        {type === 'investor' ? (
          <InvestorFields
            features={tenant.features}
            currentType={values.investorType}
            investorType={form.getInputProps('investorType')}
            organizationName={form.getInputProps('organizationName')}
            website={form.getInputProps('website')}
          />
        ) : null}
        {asksOrganization(type) ? (
          <TextInput
            {...form.getInputProps('organizationName')}
            label="Organization name"
            description="Optional"
            autoComplete="organization"
          />
        ) : null}
        <InviteCodeField
          input={form.getInputProps('inviteCode')}
          state={invite}
          onBlur={() => setCheckedInvite(form.getValues().inviteCode.trim())}
        />
        <Button
          type="submit"
          fullWidth
          loading={sendCode.isPending || register.isPending}
          disabled={detailsMissing}
          aria-describedby={detailsMissing ? startupHintId : undefined}
        >
          {registrationToken ? 'Create account' : 'Send code'}
        </Button>
        {detailsMissing ? (
          <Text id={startupHintId} size="sm" c="dimmed" ta="center">
            Enter the company name and choose what you are looking for to continue.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
