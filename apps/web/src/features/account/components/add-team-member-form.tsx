import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits, type Profile } from '@ventura/shared';
import { useId, useMemo, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useAddTeamMember } from '../api.ts';
import {
  callingCodeOptions,
  countryForCallingCode,
  type TeamFormValues,
  teamFieldOf,
  teamFormErrors,
  teamMemberBody,
} from '../team-form.ts';

const emptyValues: TeamFormValues = { name: '', contact: 'email', email: '', country: null, mobileNumber: '' };

/**
 * Invites a user by name and email, or by name and mobile number, checked with the shared
 * TeamMemberInput; they join once they accept the link sent to them.
 */
export function AddTeamMemberForm({ profile }: { profile: Profile }) {
  const headingId = useId();
  const contactLabelId = useId();
  const countries = useCountries();
  const options = useMemo(() => callingCodeOptions(countries.data ?? []), [countries.data]);
  // Until the person picks a country, their own calling code is the likeliest one.
  const defaultCountry = countryForCallingCode(options, profile.countryCode);
  const withDefaults = (values: TeamFormValues): TeamFormValues => ({
    ...values,
    country: values.country ?? defaultCountry,
  });
  const add = useAddTeamMember();
  // A refusal that belongs to no field: already invited or in the team, the team full, too many today.
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TeamFormValues>({
    initialValues: emptyValues,
    validate: (values) => teamFormErrors(withDefaults(values), options),
  });

  const submit = form.onSubmit((values) => {
    const filled = withDefaults(values);
    setProblem(null);
    add.mutate(teamMemberBody(filled, options), {
      onSuccess: (member) => {
        notify.success(`Invitation sent to ${member.name}. They join once they accept it.`);
        form.setValues({ name: '', email: '', mobileNumber: '' });
        form.resetTouched();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, teamFieldOf(filled.contact));
        if (hasErrors(errors)) form.setErrors(errors);
        else setProblem(errorText(error, 'Error while adding the user'));
      },
    });
  });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              Add a user
            </Title>
            <Text size="sm" c="dimmed">
              We send them an invitation to accept. A team has up to {limits.teamSize} users and open invitations.
            </Text>
          </Stack>
          <TextInput label="Name" autoComplete="off" withAsterisk {...form.getInputProps('name')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={contactLabelId}>
              They sign in with
            </Text>
            <SegmentedControl
              aria-labelledby={contactLabelId}
              data={[
                { value: 'email', label: 'Email' },
                { value: 'mobile', label: 'Mobile number' },
              ]}
              {...form.getInputProps('contact')}
            />
          </Stack>
          {form.values.contact === 'email' ? (
            <TextInput
              label="Email address"
              type="email"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('email')}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Country code"
                searchable
                withAsterisk
                data={options}
                nothingFoundMessage="No country by that name"
                disabled={countries.isPending}
                placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
                {...form.getInputProps('country')}
                value={withDefaults(form.values).country}
                error={
                  form.errors.country ??
                  (countries.isError ? errorText(countries.error, 'Countries could not be loaded') : null)
                }
              />
              <TextInput
                label="Mobile number"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                withAsterisk
                {...form.getInputProps('mobileNumber')}
              />
            </SimpleGrid>
          )}
          {problem ? (
            <Alert color="red" role="alert" title="No invitation sent">
              {problem}
            </Alert>
          ) : null}
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            Send invitation
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
