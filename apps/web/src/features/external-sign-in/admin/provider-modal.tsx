import { Button, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { SsoProvider } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { useCreateProvider, useUpdateProvider } from '../api.ts';
import {
  emptyProviderValues,
  type ProviderFormValues,
  providerBody,
  providerErrors,
  providerServerErrors,
  providerValues,
} from './provider-form.ts';

function ProviderForm({ provider, onDone }: { provider: SsoProvider | null; onDone: () => void }) {
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const form = useForm<ProviderFormValues>({
    initialValues: provider ? providerValues(provider) : emptyProviderValues,
    validate: (values) => providerErrors(values, provider === null),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const failed = (error: unknown) => {
    const onFields = providerServerErrors(error);
    if (hasErrors(onFields)) form.setErrors(onFields);
    else setProblem(errorText(error, 'The provider could not be saved'));
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = providerBody(values);
    const done = (saved: SsoProvider) => {
      notify.success(provider ? `${saved.label} is saved` : `${saved.label} is added`);
      onDone();
    };
    if (provider) update.mutate({ uuid: provider.uuid, body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  });

  const secretHint = provider?.clientSecretHint
    ? `Stored: …${provider.clientSecretHint}. Leave blank to keep it.`
    : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={provider ? `Edit ${provider.label}` : 'New provider'}>
      <Stack gap="md">
        <TextInput
          label="Button label"
          description='Members see "Continue with" and this'
          withAsterisk
          maxLength={60}
          {...form.getInputProps('label')}
        />
        <TextInput
          label="Issuer"
          description="The provider's address; its settings are read from /.well-known/openid-configuration"
          placeholder="https://accounts.google.com"
          withAsterisk
          {...form.getInputProps('issuer')}
        />
        <TextInput label="Client ID" withAsterisk autoComplete="off" {...form.getInputProps('clientId')} />
        <PasswordInput
          label="Client secret"
          description={secretHint ?? 'Kept on the server; never shown again'}
          withAsterisk={provider === null}
          autoComplete="new-password"
          {...form.getInputProps('clientSecret')}
        />
        <TextInput label="Scopes" description="Separated by spaces" {...form.getInputProps('scopes')} />
        <Switch
          label="Enabled"
          description="Shown on the sign-in page"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Switch
          label="Sign-up allowed"
          description="People without an account here may make one with it, choosing the kind of account"
          {...form.getInputProps('allowSignUp', { type: 'checkbox' })}
        />
        <FormFooter
          problem={problem}
          problemTitle="Not saved"
          pending={pending}
          secondary={
            <Button variant="default" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          }
        >
          {provider ? 'Save provider' : 'Add provider'}
        </FormFooter>
      </Stack>
    </form>
  );
}

type Props = { opened: boolean; provider: SsoProvider | null; onClose: () => void };

/** A provider's editor in a modal (full screen on phones). */
export function ProviderModal({ opened, provider, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={provider ? `Edit ${provider.label}` : 'New sign-on provider'}
      size="lg"
      fullScreen={phone === true}
    >
      {opened ? <ProviderForm provider={provider} onDone={onClose} /> : null}
    </Modal>
  );
}
