import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Profile, type SocialNetwork, socialNetworkLabels, socialNetworks } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useUpdateSocialLinks } from '../api.ts';

type Links = Record<SocialNetwork, string>;

const linksOf = (profile: Profile): Links =>
  Object.fromEntries(socialNetworks.map((network) => [network, profile.socialLinks[network] ?? ''])) as Links;

/** The changed links only; an emptied one is sent as '' and removed. */
export const changedLinks = (saved: Links, values: Links) =>
  Object.fromEntries(
    socialNetworks.filter((network) => values[network].trim() !== saved[network]).map((n) => [n, values[n].trim()]),
  ) as Partial<Links>;

const isNetwork = (path: string): path is SocialNetwork => (socialNetworks as readonly string[]).includes(path);

/** The current profile's pages elsewhere, shown on its public page. */
export function SocialLinksForm({ profile }: { profile: Profile }) {
  const headingId = useId();
  const saved = linksOf(profile);
  const update = useUpdateSocialLinks();
  const form = useForm<Links>({ initialValues: saved });
  const changes = changedLinks(saved, form.values);

  const submit = form.onSubmit(() => {
    update.mutate(changes, {
      onSuccess: (updated) => {
        form.setValues(linksOf(updated));
        form.resetDirty(linksOf(updated));
        notify.success('Social links saved');
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, (path) => (isNetwork(path) ? path : undefined));
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'Error saving!'));
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId}>
              Social links
            </Title>
            <Text c="dimmed" size="sm">
              Links of the profile you are using now ({profile.accountTypeLabel}). Leave a field empty to remove it.
            </Text>
          </Stack>
          {socialNetworks.map((network) => (
            <TextInput
              key={network}
              label={socialNetworkLabels[network]}
              placeholder="https://"
              inputMode="url"
              {...form.getInputProps(network)}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
              Save links
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
