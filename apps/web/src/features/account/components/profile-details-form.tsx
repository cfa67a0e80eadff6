import { Badge, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Gender, Profile } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../app/notify.ts';
import { useUpdateProfile } from '../api.ts';
import { hasErrors, serverFieldErrors } from '../form-errors.ts';
import {
  type ProfileFormValues,
  profileChanges,
  profileFieldOf,
  profileFormErrors,
  profileFormValues,
} from '../profile-changes.ts';

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

/** Name, gender, email and WhatsApp number; only what changed is sent, checked with the shared UpdateProfile. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const headingId = useId();
  const saved = profileFormValues(profile);
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: saved,
    validate: (values) => profileFormErrors(saved, values, Boolean(profile.mobileNumber)),
  });
  const changed = Object.keys(profileChanges(saved, form.values)).length > 0;

  const submit = form.onSubmit((values) => {
    const changes = profileChanges(saved, values);
    update.mutate(changes, {
      onSuccess: (updated) => {
        form.setValues(profileFormValues(updated));
        form.resetDirty(profileFormValues(updated));
        notify.success(
          changes.email && updated.email
            ? `Saved. We sent a link to ${updated.email}: open it to verify the address.`
            : 'Your details are saved.',
        );
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, profileFieldOf, 'email');
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'Error saving!'));
      },
    });
  });

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
            {...form.getInputProps('email')}
          />
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
    </Paper>
  );
}
