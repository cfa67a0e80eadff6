import { Alert, NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { ConsoleSettings } from '@ventura/shared';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { meetingSteps, otherSection } from './patch.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const stepOptions = meetingSteps.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
const visibilityOptions = [
  { value: 'everyone', label: 'Anyone with the link' },
  { value: 'members', label: 'Signed-in members only' },
];
const videoCallOptions = [
  { value: 'built_in', label: 'In the browser, built in' },
  { value: 'external', label: 'A room on the video service' },
];
const privateOptions = [
  { value: 'connections', label: 'Their connections' },
  { value: 'members', label: 'Every signed-in member' },
  { value: 'nobody', label: 'Nobody else' },
];

const lockedOut =
  'With the subscription off, everyone sees the subscription message instead of the platform, including you: ' +
  'this console too. Only the server’s tenant command (npm run tenant -- update) turns it back on.';

/** Switching the subscription off closes the platform to everyone: asked again before it is saved. */
const confirmOf = (patch: Record<string, unknown>) => (patch.subscription_active === false ? lockedOut : null);

/** The website, the subscription, meetings, connections and who sees profiles. */
export function OtherSection({ saved }: { saved: ConsoleSettings }) {
  const { form, submit, changed, saving, discard } = useSettingsForm(otherSection, saved, { confirmOf });
  return (
    <SectionFrame title="Other settings" description="The rest of what the platform does and shows." onSubmit={submit}>
      <TextInput
        label="Main website"
        description="The organisation's own site, linked from the platform."
        placeholder="https://example.org"
        maw={560}
        {...form.getInputProps('main_website_url')}
      />
      <Title order={3} size="h5">
        Subscription
      </Title>
      <Switch
        label="Subscription active"
        description="Off: everyone sees the message below instead of the platform."
        {...form.getInputProps('subscription_active', { type: 'checkbox' })}
      />
      {form.values.subscription_active ? null : (
        <Alert color="red" title="This closes the platform" styles={readableAlertTitle}>
          {lockedOut}
        </Alert>
      )}
      <Textarea
        label="Message when the subscription has lapsed"
        autosize
        minRows={2}
        maw={720}
        {...form.getInputProps('subscription_active_message')}
      />
      <Title order={3} size="h5">
        Meetings and connections
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={880}>
        <Select
          label="Meeting slots start every"
          description="Times members can book begin on this grid."
          data={stepOptions}
          allowDeselect={false}
          {...form.getInputProps('meeting_time_slot_difference_in_mins')}
        />
        <Select
          label="Meetings' video calls"
          description="A room is a link to this deployment's video server."
          data={videoCallOptions}
          allowDeselect={false}
          {...form.getInputProps('meetings.videoCall')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={880}>
        <Switch
          label="Connections open"
          description="Members may ask to connect."
          {...form.getInputProps('connections.enabled', { type: 'checkbox' })}
        />
        <Switch
          label="Moderate connections"
          description="The team approves each request first."
          {...form.getInputProps('connections.moderated', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        Profiles
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Who may open a public profile"
          data={visibilityOptions}
          allowDeselect={false}
          {...form.getInputProps('profile_settings.public_profiles')}
        />
        <Select
          label="Who else sees contact details"
          data={privateOptions}
          allowDeselect={false}
          {...form.getInputProps('profile_settings.private_fields_to')}
        />
        <NumberInput
          label="Largest logo or photo (KB)"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('profile_settings.upload_max_kb')}
        />
      </SimpleGrid>
      <SaveBar changed={changed} saving={saving} onDiscard={discard} />
    </SectionFrame>
  );
}
