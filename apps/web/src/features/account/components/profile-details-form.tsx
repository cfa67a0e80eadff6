import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Gender, Profile, UpdateProfile } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useUpdateProfile } from '../api.ts';
import {
  needsConfirmation,
  type ProfileFormValues,
  profileChanges,
  profileFieldOf,
  profileFormErrors,
  profileFormValues,
  savedText,
} from '../profile-changes.ts';
import { ConfirmationCodeDialog, useConfirmationStep } from './confirmation-code-dialog.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';

const genderOptions: { value: Gender; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

function EmailStatus({ profile }: { profile: Profile }) {
  if (!profile.email) return null;
  return profile.emailVerified ? (
    <Badge component="span" color="green" size="sm">
      Verified
    </Badge>
  ) : (
    <>
      <Badge component="span" color="yellow" size="sm">
        Not verified
      </Badge>{' '}
      Open the link we sent to this address to verify it.
    </>
  );
}

/**
 * Name, gender, email and WhatsApp number; only what changed is sent, checked with the shared
 * UpdateProfile. A new or removed email changes how the person signs in, so it is sent with a
 * confirmation code; a new address waits for its verification link before it counts.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const headingId = useId();
  const saved = profileFormValues(profile);
  const update = useUpdateProfile();
  const confirmation = useConfirmationStep();
  // The changes waiting for their confirmation code while its dialog is open.
  const [confirming, setConfirming] = useState<UpdateProfile | null>(null);
  const form = useForm<ProfileFormValues>({
    initialValues: saved,
    validate: (values) => profileFormErrors(saved, values, Boolean(profile.mobileNumber)),
  });
  const changed = Object.keys(profileChanges(saved, form.values)).length > 0;

  const showSaved = (changes: UpdateProfile, updated: Profile) => {
    form.setValues(profileFormValues(updated));
    form.resetDirty(profileFormValues(updated));
    notify.success(savedText(changes, updated));
  };

  const submit = form.onSubmit((values) => {
    const changes = profileChanges(saved, values);
    if (needsConfirmation(changes)) {
      setConfirming(changes);
      confirmation.start();
      return;
    }
    update.mutate(changes, {
      onSuccess: (updated) => showSaved(changes, updated),
      onError: (error) => {
        const errors = serverFieldErrors(error, profileFieldOf, 'email');
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'Error saving!'));
      },
    });
  });

  /** Saves with the code; a problem of a field closes the dialog and shows on that field. */
  const confirm = async (code: string) => {
    if (!confirming) return;
    try {
      const updated = await update.mutateAsync({ ...confirming, code });
      confirmation.close();
      showSaved(confirming, updated);
    } catch (error) {
      const errors = serverFieldErrors(error, profileFieldOf, 'email');
      if (!hasErrors(errors)) throw error;
      confirmation.close();
      form.setErrors(errors);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            Personal details
          </Title>
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Gender"
            placeholder="Not given"
            data={genderOptions}
            clearable
            {...form.getInputProps('gender')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            description={<EmailStatus profile={profile} />}
            readOnly={!profile.can.changeSignIn}
            {...form.getInputProps('email')}
          />
          <PendingEmailNotice profile={profile} />
          {profile.mobileNumber ? (
            <TextInput
              label="Mobile number"
              value={`${profile.countryCode ? `+${profile.countryCode} ` : ''}${profile.mobileNumber}`}
              readOnly
              variant="filled"
              description="You sign in with this number; it cannot be changed here."
            />
          ) : null}
          <TextInput
            label="WhatsApp number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            description="Digits only, without the country code."
            {...form.getInputProps('whatsappNumber')}
          />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending} disabled={!changed}>
              Save changes
            </Button>
            <Button variant="default" onClick={() => form.setValues(saved)} disabled={!changed || update.isPending}>
              Discard changes
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmationCodeDialog
        step={confirmation}
        title="Confirm it is you"
        confirmLabel={confirming?.email === null ? 'Remove email' : 'Change email'}
        onConfirm={confirm}
      >
        <Text size="sm">
          {confirming?.email === null ? (
            <>
              Your email address {profile.email} will be removed: you will sign in with your mobile number, and your
              other devices will be signed out.
            </>
          ) : (
            <>
              We will send a link to{' '}
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {confirming?.email}
              </Text>
              . You keep signing in with {profile.email ?? 'your mobile number'} until you open it.
            </>
          )}
        </Text>
      </ConfirmationCodeDialog>
    </Paper>
  );
}
