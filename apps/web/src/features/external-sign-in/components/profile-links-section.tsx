import { Badge, Button, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { accountTypeLabels, fieldsOfType, isProfileAccountType, type ProfileLink } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { profileLinksQuery, useChangeProfileLink, useUnlinkProfile } from '../api.ts';
import { dateTimeText } from '../format.ts';

/** The link's fields as the profile's edit pages name them. */
const fieldLabels = (link: ProfileLink) => {
  const known = isProfileAccountType(link.accountType) ? fieldsOfType(link.accountType) : new Map();
  return link.fields.map((key) => known.get(key)?.label ?? key);
};

/** 'Imported from Startups North' or 'Copied to Startups North'. */
export const directionText = (link: ProfileLink) =>
  `${link.direction === 'imported_from' ? 'Imported from' : 'Copied to'} ${link.other.name}`;

/** Which platform cut the link, seen from here. */
const cutBy = (link: ProfileLink, here: string) => {
  const sourceName = link.direction === 'imported_from' ? link.other.name : here;
  const targetName = link.direction === 'imported_from' ? here : link.other.name;
  if (link.unlinkedBy === 'source') return `The link was cut on ${sourceName}.`;
  if (link.unlinkedBy === 'target') return `The link was cut on ${targetName}.`;
  return 'The link was cut.';
};

function LinkRow({ link }: { link: ProfileLink }) {
  const tenant = useTenant();
  const change = useChangeProfileLink();
  const unlink = useUnlinkProfile();
  const title = directionText(link);
  const linked = link.status === 'linked';

  const setKeepInStep = (keepInStep: boolean) =>
    change.mutate(
      { uuid: link.uuid, body: { keepInStep } },
      {
        onSuccess: () => notify.success(keepInStep ? 'Changes will keep flowing' : 'Changes no longer flow'),
        onError: (error) => notify.error(errorText(error, 'The link could not be changed')),
      },
    );

  const confirmUnlink = () =>
    modals.openConfirmModal({
      title: 'Cut the link?',
      children: (
        <Text size="sm">
          Both profiles stay as they are, but changes no longer flow between them. A cut link cannot be joined again.
        </Text>
      ),
      labels: { confirm: 'Unlink', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink.mutate(link.uuid, {
          onSuccess: () => notify.success('The link is cut: changes no longer flow between the two profiles'),
          onError: (error) => notify.error(errorText(error, 'The link could not be cut')),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link.profileName} · {accountTypeLabels[link.accountType]}
            </Text>
          </Stack>
          <Badge variant="filled" color={linked ? 'green.9' : 'gray.7'}>
            {linked ? 'Linked' : 'Unlinked'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Fields: {link.fields.length > 0 ? fieldLabels(link).join(', ') : 'none'}
        </Text>
        <Text size="sm" c="dimmed">
          Copied {dateTimeText(link.createdAt)}
          {link.syncedAt ? `; last updated ${dateTimeText(link.syncedAt)}` : ''}
        </Text>
        {link.lastProblems.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              The last update could not copy
            </Text>
            <List size="sm" spacing={2}>
              {link.lastProblems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {linked ? (
          <Group justify="space-between" gap="sm">
            <Switch
              label="Keep in step"
              description="Changes saved on the original flow to the copy"
              checked={link.keepInStep}
              disabled={change.isPending}
              onChange={(event) => setKeepInStep(event.currentTarget.checked)}
            />
            <Button
              variant="default"
              color="red"
              onClick={confirmUnlink}
              loading={unlink.isPending}
              aria-label={`Unlink: ${title}, ${link.profileName}`}
            >
              Unlink
            </Button>
          </Group>
        ) : (
          <Text size="sm">{cutBy(link, tenant.name)} Changes no longer flow between the two profiles.</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Profiles linked with other platforms (issue 42): both directions, each kept in step or cut. */
export function ProfileLinksSection() {
  const headingId = useId();
  const links = useQuery(profileLinksQuery());
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Profiles linked with other platforms
          </Title>
          <Text size="sm" c="dimmed">
            Profiles you brought here from another platform, or took from here to another one.
          </Text>
        </Stack>
        <QueryView query={links} errorTitle="Your linked profiles could not be loaded" loadingHeight={120}>
          {(found) =>
            found.length === 0 ? (
              <Text size="sm">None of your profiles is linked with another platform.</Text>
            ) : (
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
                {found.map((link) => (
                  <LinkRow key={link.uuid} link={link} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Paper>
  );
}
