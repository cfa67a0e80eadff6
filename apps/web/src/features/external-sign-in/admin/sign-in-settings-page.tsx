import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type SsoProvider, ssoProvidersMax } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { providersQuery, settingsQuery, useRemoveProvider, useSaveSettings } from '../api.ts';
import { ProviderModal } from './provider-modal.tsx';
import { TrustedOrigins } from './trusted-origins.tsx';

/** The address operators register at their provider: the tenant's own, so the providers' answer says the same. */
const redirectUriOf = (providers: readonly SsoProvider[] | undefined) =>
  providers?.[0]?.redirectUri ?? `${window.location.origin}/api/v1/public/auth/sso/callback`;

function ProfileSettings() {
  const headingId = useId();
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Profiles between platforms
        </Title>
        <QueryView query={settings} errorTitle="The setting could not be loaded" loadingHeight={40}>
          {(found) => (
            <Stack gap="md">
              <Switch
                label="Members may take their profile to other platforms"
                description="Another platform may then copy a member's profile, once the member enters a code this platform sends them."
                checked={found.profileExportAllowed}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate(
                    { profileExportAllowed: event.currentTarget.checked },
                    {
                      onSuccess: (saved) =>
                        notify.success(
                          saved.profileExportAllowed
                            ? 'Members may take their profiles elsewhere'
                            : 'Profiles stay on this platform',
                        ),
                      onError: (error) => notify.error(errorText(error, 'The setting could not be saved')),
                    },
                  )
                }
              />
              <TrustedOrigins settings={found} />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}

function RedirectUri({ uri }: { uri: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Redirect URI to register at your provider
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{uri}</Code>
        <CopyButton value={uri}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={copied ? 'Redirect URI copied' : 'Copy the redirect URI'}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

const yesNo = (value: boolean) => (
  <Badge variant="filled" color={value ? 'green.9' : 'gray.7'}>
    {value ? 'Yes' : 'No'}
  </Badge>
);

function ProvidersTable({
  providers,
  onEdit,
}: {
  providers: readonly SsoProvider[];
  onEdit: (provider: SsoProvider) => void;
}) {
  const remove = useRemoveProvider();
  const confirmRemove = (provider: SsoProvider) =>
    modals.openConfirmModal({
      title: `Remove ${provider.label}?`,
      children: (
        <Text size="sm">
          Its button leaves the sign-in page. Members who signed in with it sign in with a code sent to their email
          instead.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(provider.uuid, {
          onSuccess: () => notify.success(`${provider.label} is removed`),
          onError: (error) => notify.error(errorText(error, 'The provider could not be removed')),
        }),
    });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Single sign-on providers" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Label</Table.Th>
            <Table.Th scope="col">Issuer</Table.Th>
            <Table.Th scope="col">Client ID</Table.Th>
            <Table.Th scope="col">Enabled</Table.Th>
            <Table.Th scope="col">Sign-up allowed</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {providers.map((provider) => (
            <Table.Tr key={provider.uuid}>
              <Table.Th scope="row" fw={600}>
                {provider.label}
              </Table.Th>
              <Table.Td maw={240} style={{ overflowWrap: 'anywhere' }}>
                {provider.issuer}
              </Table.Td>
              <Table.Td maw={200} style={{ overflowWrap: 'anywhere' }}>
                {provider.clientId}
              </Table.Td>
              <Table.Td>{yesNo(provider.enabled)}</Table.Td>
              <Table.Td>{yesNo(provider.allowSignUp)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(provider)}
                    aria-label={`Edit ${provider.label}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => confirmRemove(provider)}
                    loading={remove.isPending && remove.variables === provider.uuid}
                    aria-label={`Remove ${provider.label}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/sign-in-settings (issue 42, operators): whether members may take their profiles to other platforms,
 * and the tenant's OpenID Connect providers that the sign-in page offers as buttons.
 */
export function SignInSettingsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Sign-in from elsewhere | Console | ${tenant.name}`);
  const headingId = useId();
  const providers = useQuery(providersQuery());
  const [editing, setEditing] = useState<{ provider: SsoProvider | null } | null>(null);
  const full = (providers.data?.length ?? 0) >= ssoProvidersMax;
  const create = () => setEditing({ provider: null });

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Sign-in from elsewhere</Title>
        <Text c="dimmed">
          How members bring their profile from another platform, and sign in with your own provider.
        </Text>
      </Stack>
      <ProfileSettings />
      <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={4} maw={720}>
              <Title order={2} size="h4" id={headingId}>
                Single sign-on providers
              </Title>
              <Text size="sm" c="dimmed">
                OpenID Connect providers whose accounts may sign in here (at most {ssoProvidersMax}).
              </Text>
            </Stack>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create} disabled={full}>
              Add provider
            </Button>
          </Group>
          <RedirectUri uri={redirectUriOf(providers.data)} />
          <QueryView query={providers} errorTitle="The providers could not be loaded" loadingHeight={160}>
            {(found) =>
              found.length === 0 ? (
                <EmptyResults
                  icon={<IconKey size={26} />}
                  title="No providers yet"
                  hint="Add your organisation's OpenID Connect provider to show a 'Continue with' button on the sign-in page."
                  action={{ label: 'Add provider', onClick: create }}
                />
              ) : (
                <ProvidersTable providers={found} onEdit={(provider) => setEditing({ provider })} />
              )
            }
          </QueryView>
        </Stack>
      </Paper>
      <ProviderModal opened={editing !== null} provider={editing?.provider ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
