import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { connectionCountsQuery } from '../../../api/connection-counts.ts';
import { useTenant } from '../../../core/tenant.ts';
import { ConnectionList } from '../components/connection-list.tsx';
import { connectionTabs, tabFromParam, tabLabel } from '../tabs.ts';

/** The profile's connections and pending requests, one tab each; the tab is kept in the URL. */
export function ConnectionsPage() {
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  // Counts only label the tabs: when they fail the labels go without, and the lists say what went wrong.
  const counts = useQuery(connectionCountsQuery());
  useDocumentTitle(`Connections | ${tenant.name}`);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Connections</Title>
        <Text c="dimmed">The people you are connected with, and the requests waiting for an answer.</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'connections' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {connectionTabs.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {tabLabel(item, counts.data)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {connectionTabs.map((item) => (
          <Tabs.Panel key={item} value={item} pt="md">
            <ConnectionList tab={item} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
