import { Button, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { programFamilies, programStatuses } from '@ventura/shared';
import { Link } from 'react-router';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { oneOf, useUrlFilter } from '../review/url-filter.ts';
import { adminProgramsPageSize, adminProgramsQuery } from './api.ts';
import { useManagerPaths } from './area.ts';
import { adminProgramDefaults, adminProgramQueryOf, readAdminProgramFilter } from './filters.ts';
import { familyLabels, programStatusInfo } from './labels.ts';
import { PageFrame } from './page-frame.tsx';
import { ProgramsTable } from './programs-table.tsx';

const familyOptions = programFamilies.map((family) => ({ value: family, label: familyLabels[family] }));
const statusOptions = programStatuses.map((status) => ({ value: status, label: programStatusInfo[status].label }));

/**
 * The programs the caller manages (/admin/programs in the console, /programs/manage for a program office): find
 * one, open its editor or its applications, or start one.
 */
export function ProgramsPage() {
  const paths = useManagerPaths();
  const { filter, update } = useUrlFilter(readAdminProgramFilter, adminProgramDefaults);
  const programs = useQuery(adminProgramsQuery(adminProgramQueryOf(filter)));
  const narrowed = filter.family !== null || filter.status !== null || filter.q !== '';
  return (
    <PageFrame
      title="Programs"
      description="Programs, calls for applications and video programs: their forms, documents, rubric and reviewers."
      actions={
        <Button component={Link} to={paths.new} leftSection={<IconPlus size={16} aria-hidden />}>
          New program
        </Button>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <SearchField label="Search" placeholder="Title or code" value={filter.q} onSearch={(q) => update({ q })} />
            <Select
              label="Family"
              placeholder="Every family"
              data={familyOptions}
              value={filter.family}
              onChange={(value) => update({ family: oneOf(programFamilies, value, null) })}
              clearable
            />
            <Select
              label="Status"
              placeholder="Drafts and published"
              data={statusOptions}
              value={filter.status}
              onChange={(value) => update({ status: oneOf(programStatuses, value, null) })}
              clearable
            />
          </SimpleGrid>
          <PagedList
            query={programs}
            what="the programs"
            empty={narrowed ? 'No program matches these filters.' : 'No programs yet. Start one with New program.'}
            pageSize={adminProgramsPageSize}
            paging={{ label: 'Program pages', page: filter.page, onPage: (page) => update({ page }) }}
          >
            {(page) => <ProgramsTable rows={page.items} />}
          </PagedList>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
