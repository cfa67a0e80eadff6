import { Select, SimpleGrid, Switch } from '@mantine/core';
import { type ConsoleSettings, chatTypes, featureFlagNames, searchTypes } from '@ventura/shared';
import { chatTypeLabels, featureLabels, searchTypeLabels } from '../labels.ts';
import { featureSection } from './patch.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const chatOptions = chatTypes.map((value) => ({ value, label: chatTypeLabels[value] }));
const searchOptions = searchTypes.map((value) => ({ value, label: searchTypeLabels[value] }));

/** A switch per feature of the platform, and which chat and search it uses. */
export function FeaturesSection({ saved }: { saved: ConsoleSettings }) {
  const { form, submit, changed, saving, discard } = useSettingsForm(featureSection, saved);
  return (
    <SectionFrame
      title="Features"
      description="What the platform offers. A feature switched off leaves the menu, and its pages answer 'not found'."
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {featureFlagNames.map((flag) => (
          <Switch
            key={flag}
            label={featureLabels[flag].label}
            description={featureLabels[flag].description}
            {...form.getInputProps(`features.${flag}`, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label="Chat" data={chatOptions} allowDeselect={false} {...form.getInputProps('features.chat_type')} />
        <Select
          label="Search"
          data={searchOptions}
          allowDeselect={false}
          {...form.getInputProps('features.search_type')}
        />
      </SimpleGrid>
      <SaveBar changed={changed} saving={saving} onDiscard={discard} />
    </SectionFrame>
  );
}
