import { Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userStatuses } from '@ventura/shared';
import { SearchField } from '../../../ui/search-field.tsx';
import { membersQuery } from '../api.ts';
import { AccountTypeFilter } from '../components/account-type-filter.tsx';
import { ConsolePage } from '../components/console-page.tsx';
import { ListView } from '../components/list-view.tsx';
import { MemberTable } from '../components/member-table.tsx';
import { isNarrowed, memberFilterCodecs, memberQueryOf } from '../filters.ts';
import { userStatusInfo } from '../labels.ts';
import { useUrlFilter } from '../use-url-filter.ts';

const statusOptions = userStatuses.map((status) => ({ value: status, label: userStatusInfo[status].label }));
const roleOptions = [
  { value: 'member', label: 'Members' },
  { value: 'operator', label: 'Operators' },
];

/** Everyone with an account here (/admin/members): find them, suspend or restore them, sign in as them. */
export function MembersPage() {
  const { filter, update } = useUrlFilter(memberFilterCodecs);
  const members = useQuery(membersQuery(memberQueryOf(filter)));
  return (
    <ConsolePage
      title="Members"
      description="Everyone with an account, newest first. Deactivating signs a member out and keeps them out until re-activated."
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <SearchField
              label="Search"
              placeholder="Name, email or phone"
              value={filter.search}
              onSearch={(search) => update({ search })}
            />
            <AccountTypeFilter value={filter.type} onChange={(type) => update({ type })} />
            <Select
              label="Status"
              placeholder="Any status"
              data={statusOptions}
              value={filter.status}
              onChange={(value) => update({ status: memberFilterCodecs.status.read(value) })}
              clearable
            />
            <Select
              label="Role"
              placeholder="Members and operators"
              data={roleOptions}
              value={filter.role}
              onChange={(value) => update({ role: memberFilterCodecs.role.read(value) })}
              clearable
            />
          </SimpleGrid>
          <ListView
            query={members}
            what="the members"
            empty={isNarrowed(filter) ? 'No member matches these filters.' : 'No members yet.'}
            paging={{ label: 'Members', page: filter.page, onPage: (next) => update({ page: next }) }}
          >
            {(page) => <MemberTable members={page.items} label="Members" />}
          </ListView>
        </Stack>
      </Paper>
    </ConsolePage>
  );
}
