import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { SearchField } from '../../../ui/search-field.tsx';
import { auditQuery } from '../api.ts';
import { downloadAuditCsv } from '../audit-export.ts';
import { AuditTable } from '../components/audit-table.tsx';
import { ConsolePage } from '../components/console-page.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { ListView } from '../components/list-view.tsx';
import { MemberPicker } from '../components/member-picker.tsx';
import { auditFilterCodecs, auditQueryOf, isNarrowed } from '../filters.ts';
import { useUrlFilter } from '../use-url-filter.ts';

/** Who did what and when (/admin/audit): decisions, suspensions, settings, sign-ins as members; as CSV too. */
export function AuditPage() {
  const { filter, update } = useUrlFilter(auditFilterCodecs);
  const query = auditQueryOf(filter);
  const log = useQuery(auditQuery(query));
  const exporting = useMutation({
    mutationFn: () => downloadAuditCsv(query),
    onError: (error) => notify.error(errorText(error, 'The export could not be made')),
  });

  return (
    <ConsolePage
      title="Audit log"
      description="Every decision, suspension, settings change and sign-in as a member, newest first."
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => exporting.mutate()}
          loading={exporting.isPending}
        >
          Export CSV
        </Button>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
            <SearchField
              label="Action starts with"
              placeholder="profile. or tenant.settings"
              value={filter.action}
              onSearch={(action) => update({ action })}
            />
            <MemberPicker label="Who" value={filter.actor} onChange={(actor) => update({ actor })} />
            <SearchField
              label="Subject"
              placeholder="A profile or member id"
              value={filter.subject}
              onSearch={(subject) => update({ subject })}
            />
            <DateRangeFields
              fromLabel="From"
              toLabel="Until"
              from={filter.from}
              to={filter.to}
              onFrom={(day) => update({ from: auditFilterCodecs.from.read(day) })}
              onTo={(day) => update({ to: auditFilterCodecs.to.read(day) })}
            />
          </SimpleGrid>
          <ListView
            query={log}
            what="the audit log"
            empty={isNarrowed(filter) ? 'Nothing recorded matches these filters.' : 'Nothing recorded yet.'}
            paging={{ label: 'Audit log', page: filter.page, onPage: (next) => update({ page: next }) }}
          >
            {(page) => <AuditTable entries={page.items} onActor={(actor) => update({ actor })} />}
          </ListView>
        </Stack>
      </Paper>
    </ConsolePage>
  );
}
