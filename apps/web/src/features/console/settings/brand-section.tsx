import { ColorInput, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { ConsoleSettings } from '@ventura/shared';
import { brandSection } from './patch.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const assetHint = 'An https:// address, or a path on this site such as /brands/logo.svg.';

/** The tenant's name, logos, colours, menu layout and default theme. */
export function BrandSection({ saved }: { saved: ConsoleSettings }) {
  const { form, submit, changed, saving, discard } = useSettingsForm(brandSection, saved);
  const color = (path: 'branding.colors.primary' | 'branding.colors.secondary' | 'sidebar_color', label: string) => (
    <ColorInput label={label} format="hex" withEyeDropper={false} placeholder="#1c4ed8" {...form.getInputProps(path)} />
  );
  return (
    <SectionFrame
      title="Brand"
      description="How the platform looks to everyone: members see a change on their next page load."
      onSubmit={submit}
    >
      <TextInput label="Platform name" withAsterisk {...form.getInputProps('name')} maw={480} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TextInput label="Logo" description={assetHint} {...form.getInputProps('branding.logo')} />
        <TextInput label="Header logo" description={assetHint} {...form.getInputProps('branding.headerLogo')} />
        <TextInput label="Favicon" description={assetHint} {...form.getInputProps('branding.favicon')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {color('branding.colors.primary', 'Primary colour')}
        {color('branding.colors.secondary', 'Secondary colour')}
        {color('sidebar_color', 'Side menu colour')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group
          label="Menu layout"
          description="Where the menu sits on wide screens; phones open it from a button."
          {...form.getInputProps('layout')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="side" label="Side menu" />
            <Radio value="top" label="Top menu" />
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Default theme"
          description="Members can still switch for themselves."
          {...form.getInputProps('theme')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="light" label="Light" />
            <Radio value="dark" label="Dark" />
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <SaveBar changed={changed} saving={saving} onDiscard={discard} />
    </SectionFrame>
  );
}
