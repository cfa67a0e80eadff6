import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../../../core/tenant.ts';
import { portfolioQuery } from '../api.ts';
import { AddStartupButton } from '../components/add-startup-button.tsx';
import { ApprovalNotice } from '../components/approval-notice.tsx';
import { CsvImportPanel } from '../components/csv-import-panel.tsx';
import { PortfolioList } from '../components/portfolio-list.tsx';
import { usePortfolioFilter } from '../use-portfolio-filter.ts';

/**
 * A partner's startup portfolio (/partners/startups): the startups it invited, imported or was sent,
 * with their state; adding, importing and inviting when the server says the partner may (approved).
 */
export function PortfolioPage() {
  const tenant = useTenant();
  // The list's own query (the same key): it says whether this partner may invite now, and if not why.
  const view = usePortfolioFilter();
  const portfolio = useQuery(portfolioQuery(view.filter));
  const [importing, importPanel] = useDisclosure(false);
  useDocumentTitle(`Startup Portfolio | ${tenant.name}`);
  // Until the portfolio answers, neither the buttons nor the notice: no button that turns out dead.
  const approved = portfolio.data?.can.invite === true;
  const blockedReason = portfolio.data?.blockedReason ?? null;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1}>Startup Portfolio</Title>
          <Text c="dimmed">
            The startups you bring to {tenant.name}: invite their founders, see who joined, and review the startups that
            submit themselves on your profile.
          </Text>
        </Stack>
        {approved ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              onClick={importPanel.toggle}
              aria-expanded={importing}
            >
              Import CSV
            </Button>
            <AddStartupButton />
          </Group>
        ) : null}
      </Group>
      {blockedReason ? <ApprovalNotice reason={blockedReason} /> : null}
      {approved && importing ? <CsvImportPanel onClose={importPanel.close} /> : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <PortfolioList view={view} canInvite={approved} canAdd={approved} />
      </Paper>
    </Stack>
  );
}
