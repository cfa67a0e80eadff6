import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { certificateLimits } from '@ventura/shared';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { adminCertificatesPageSize, adminCertificatesQuery } from './api.ts';
import { CertificateTable } from './certificate-table.tsx';
import { IssueGroupForm } from './issue-group-form.tsx';
import { IssueOneForm } from './issue-one-form.tsx';

/** The list's search and page as the address holds them (?q=demo&page=2): a reload or a shared link keeps them. */
const useListFilter = () => {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, certificateLimits.searchLength);
  const read = Number(params.get('page'));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const update = useCallback(
    (changes: { q?: string; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q, page, update };
};

/**
 * /admin/certificates (issue 39, operators): issue a certificate to a member or to each of a group (an event's
 * attendees, a program's selected startups, mentors by confirmed hours), and find, download or revoke the
 * tenant's certificates.
 */
export function CertificatesAdminPage() {
  const tenant = useTenant();
  useDocumentTitle(`Certificates | Console | ${tenant.name}`);
  const { q, page, update } = useListFilter();
  const certificates = useQuery(adminCertificatesQuery({ q, page }));
  const onSearch = useCallback((search: string) => update({ q: search }), [update]);
  const listTitleId = useId();

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Certificates</Title>
        <Text c="dimmed">
          Each certificate carries {tenant.name}’s brand, a QR code of its verify page and a signature anyone can check.
          A revoked certificate says so on its verify page.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <IssueOneForm />
        <IssueGroupForm />
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={listTitleId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={listTitleId}>
            Issued certificates
          </Title>
          <SearchField label="Search certificates" placeholder="Name, title or id" value={q} onSearch={onSearch} />
          <PagedList
            query={certificates}
            what="the certificates"
            empty={q ? 'No certificate matches this search.' : 'No certificates issued yet.'}
            pageSize={adminCertificatesPageSize}
            paging={{ label: 'Certificate', page, onPage: (next) => update({ page: next }) }}
          >
            {(answer) => <CertificateTable certificates={answer.items} />}
          </PagedList>
        </Stack>
      </Paper>
    </Stack>
  );
}
