import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '@ventura/shared';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { settingsQuery } from '../api.ts';
import { ConsolePage } from '../components/console-page.tsx';
import { AccountTypesSection } from '../settings/account-types-section.tsx';
import { BrandSection } from '../settings/brand-section.tsx';
import { CommunitySection } from '../settings/community-section.tsx';
import { FeaturesSection } from '../settings/features-section.tsx';
import { InviteCodesSection } from '../settings/invite-codes-section.tsx';
import { MaintenanceSection } from '../settings/maintenance-section.tsx';
import { MatrixSection } from '../settings/matrix-section.tsx';
import { OtherSection } from '../settings/other-section.tsx';

const sections: Array<{ key: string; label: string; Section: ComponentType<{ saved: ConsoleSettings }> }> = [
  { key: 'brand', label: 'Brand', Section: BrandSection },
  { key: 'features', label: 'Features', Section: FeaturesSection },
  { key: 'account-types', label: 'Account types', Section: AccountTypesSection },
  { key: 'connections', label: 'Connection rules', Section: MatrixSection },
  { key: 'community', label: 'Community wall', Section: CommunitySection },
  { key: 'maintenance', label: 'Maintenance', Section: MaintenanceSection },
  { key: 'invite-codes', label: 'Invite codes', Section: InviteCodesSection },
  { key: 'other', label: 'Other', Section: OtherSection },
];

/** The section a `?tab=` names; the first otherwise. */
export const settingsTabOf = (value: string | null) =>
  sections.find((section) => section.key === value)?.key ?? 'brand';

/**
 * The tenant's settings (/admin/settings), a tab per section, each saved on its own and applied at once:
 * this browser shows the change straight away, members on their next page load.
 */
export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  const [params, setParams] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  return (
    <ConsolePage
      title="Settings"
      description="The platform's brand, features, account types, connection rules, community wall, maintenance, invite codes and more. Changes apply without a restart."
    >
      <QueryView query={settings} errorTitle="The settings could not be loaded" loadingHeight={480}>
        {(saved) => (
          <Tabs value={tab} onChange={(value) => setParams({ tab: settingsTabOf(value) }, { replace: true })}>
            <Tabs.List>
              {sections.map((section) => (
                <Tabs.Tab key={section.key} value={section.key}>
                  {section.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {sections.map(({ key, Section }) => (
              <Tabs.Panel key={key} value={key} pt="lg">
                <Section saved={saved} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryView>
    </ConsolePage>
  );
}
