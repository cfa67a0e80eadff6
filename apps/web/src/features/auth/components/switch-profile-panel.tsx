import { Avatar, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type AccountType,
  accountTypeLabels,
  type CreateProfile,
  creatableProfileTypes,
  dashboardPaths,
  isTypeOpen,
  type Session,
  type TenantDetails,
  timing,
} from '@ventura/shared';
import { useState } from 'react';
import { type StoredUser, sessionStore } from '../../../core/session.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useCreateProfile, useProfileTypes, useSwitchProfile } from '../api/profile.ts';
import { CreateCorporateForm, CreateInvestorForm, CreateStartupForm } from './create-profile-forms.tsx';

type Props = { tenant: TenantDetails; user: StoredUser };
type FormType = 'startup' | 'corporate' | 'investor';

const hasForm = (type: AccountType): type is FormType =>
  type === 'startup' || type === 'corporate' || type === 'investor';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The new session is applied by reloading the app on its dashboard, so nothing of the old profile lingers. */
const applySession = (session: Session) => {
  sessionStore.signIn(session);
  window.location.assign(dashboardPaths[session.user.accountType]);
};

/**
 * Switch Profile (spec 2 and 6): the user's profiles with a switch for each, and profiles of the types
 * this tenant enables that the user lacks: startup, corporate and investor through a short form,
 * mentor and service provider at once. A failure only stops the loader (spec 8).
 */
export default function SwitchProfilePanel({ tenant, user }: Props) {
  const profiles = useProfileTypes(user.uuid);
  const switchProfile = useSwitchProfile();
  const createProfile = useCreateProfile();
  const [busy, setBusy] = useState<string | null>(null);
  const [form, setForm] = useState<FormType | null>(null);

  const switchTo = async (type: AccountType) => {
    setBusy(`Switching to your ${accountTypeLabels[type]} profile…`);
    try {
      applySession(await switchProfile.mutateAsync(type));
    } catch {
      setBusy(null);
    }
  };

  const create = async (body: CreateProfile) => {
    setBusy(`Creating your ${accountTypeLabels[body.userType]} profile. This takes a few seconds, please wait…`);
    try {
      const session = await createProfile.mutateAsync(body);
      await wait(timing.createProfileSuccessDelay);
      applySession(session);
    } catch {
      setBusy(null);
    }
  };

  if (busy) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Text ta="center">{busy}</Text>
      </Stack>
    );
  }

  if (form) {
    const formProps = { tenant, onCreate: (body: CreateProfile) => void create(body), onBack: () => setForm(null) };
    return (
      <Stack gap="md">
        <Title order={3} size="h4">
          Create {accountTypeLabels[form]} profile
        </Title>
        {form === 'startup' ? <CreateStartupForm {...formProps} /> : null}
        {form === 'corporate' ? <CreateCorporateForm {...formProps} /> : null}
        {form === 'investor' ? <CreateInvestorForm {...formProps} /> : null}
      </Stack>
    );
  }

  if (profiles.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your profiles">
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  }
  if (profiles.isError) {
    return (
      <LoadError
        title="Your profiles could not be loaded"
        error={profiles.error}
        onRetry={() => void profiles.refetch()}
      />
    );
  }

  const held = new Set(profiles.data.map((entry) => entry.profileType));
  const creatable = creatableProfileTypes.filter((type) => isTypeOpen(tenant.users, type) && !held.has(type));

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your profiles">
        {profiles.data.map((entry) => (
          <Paper component="li" key={entry.uuid} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar
                  src={entry.organizationLogo}
                  name={entry.organizationName ?? entry.label}
                  color="initials"
                  radius="md"
                />
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{entry.label}</Text>
                  {entry.organizationName ? (
                    <Text size="sm" c="dimmed" truncate>
                      {entry.organizationName}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              {entry.current ? (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  Current
                </Badge>
              ) : (
                <Button
                  size="xs"
                  onClick={() => void switchTo(entry.profileType)}
                  aria-label={`Switch to ${entry.label}`}
                  style={{ flexShrink: 0 }}
                >
                  Switch
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {creatable.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Add a profile
          </Title>
          <Group gap="xs">
            {creatable.map((type) => (
              <Button
                key={type}
                variant="light"
                size="sm"
                onClick={() =>
                  hasForm(type) ? setForm(type) : void create({ userType: type, applyingForSpecificEvent: false })
                }
              >
                Create {accountTypeLabels[type]}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
