import { SimpleGrid, Switch } from '@mantine/core';
import { accountTypeLabels, type ConsoleSettings } from '@ventura/shared';
import { accountTypeSection, switchableTypes } from './patch.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** Which account types people may sign up as. */
export function AccountTypesSection({ saved }: { saved: ConsoleSettings }) {
  const { form, submit, changed, saving, discard } = useSettingsForm(accountTypeSection, saved);
  return (
    <SectionFrame
      title="Account types"
      description="Who may join. Switching a type off stops new sign-ups of that type; its members keep their profiles."
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        {switchableTypes.map((type) => (
          <Switch
            key={type}
            label={accountTypeLabels[type]}
            {...form.getInputProps(`users.${type}`, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      <SaveBar changed={changed} saving={saving} onDiscard={discard} />
    </SectionFrame>
  );
}
