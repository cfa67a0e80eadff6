import { Alert, Anchor, Checkbox, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { accountTypeLabels, type ConsoleSettings, type PostingRule } from '@ventura/shared';
import { Link } from 'react-router';
import { communitySection, switchableTypes } from './patch.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const rules: Array<{ value: PostingRule; label: string; description: string }> = [
  { value: 'members', label: 'All approved members', description: 'Every member whose profile is approved.' },
  {
    value: 'account_types',
    label: 'Certain account types',
    description: 'Approved members of the account types chosen below.',
  },
  { value: 'operators', label: 'Platform team only', description: 'Members read, comment and react.' },
];

/** The community wall: who may post, and whether a shared post's link opens for visitors. */
export function CommunitySection({ saved }: { saved: ConsoleSettings }) {
  const { form, submit, changed, saving, discard } = useSettingsForm(communitySection, saved);
  const openTypes = switchableTypes.filter((type) => saved.settings.users[type]);
  const byType = form.values.community.who_may_post === 'account_types';
  return (
    <SectionFrame
      title="Community wall"
      description="Who may post on the wall, and whether a post's shared link opens for visitors. Everyone who may see the wall may comment and react."
      onSubmit={submit}
    >
      {saved.settings.features.community_feed ? null : (
        <Alert variant="light" title="The community wall is switched off">
          These settings apply once it is on again, under{' '}
          <Anchor component={Link} to="?tab=features">
            Features
          </Anchor>
          .
        </Alert>
      )}
      <Radio.Group label="Who may post" {...form.getInputProps('community.who_may_post')}>
        <Stack gap="sm" mt="xs">
          {rules.map((rule) => (
            <Radio key={rule.value} value={rule.value} label={rule.label} description={rule.description} />
          ))}
        </Stack>
      </Radio.Group>
      {byType ? (
        <Checkbox.Group
          label="Account types that may post"
          description="Only the account types open on the platform are listed."
          {...form.getInputProps('community.posting_account_types')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
            {openTypes.map((type) => (
              <Checkbox key={type} value={type} label={accountTypeLabels[type]} />
            ))}
          </SimpleGrid>
          {form.values.community.posting_account_types.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              With no type chosen, only the platform team can post.
            </Text>
          ) : null}
        </Checkbox.Group>
      ) : null}
      <Switch
        label="Shared post links open for visitors who are not signed in"
        description="Off: a visitor who opens a post's link is asked to sign in first."
        {...form.getInputProps('community.public_posts', { type: 'checkbox' })}
      />
      <SaveBar changed={changed} saving={saving} onDiscard={discard} />
    </SectionFrame>
  );
}
