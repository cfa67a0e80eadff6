import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { myCertificatesPageSize, myCertificatesQuery } from '../api.ts';
import { CertificateCard } from '../components/certificate-card.tsx';

/** The page shown, kept in the address (?page=2) so a reload and the back button keep it. */
const usePage = () => {
  const [params, setParams] = useSearchParams();
  const read = Number(params.get('page'));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next > 1) changed.set('page', String(next));
      else changed.delete('page');
      return changed;
    });
  return [page, setPage] as const;
};

/**
 * /certificates (issue 39, behind the login guard): the certificates issued to the signed-in member, newest
 * first, each with its PDF and its public verify page; a revoked one says so.
 */
export function MyCertificatesPage() {
  const tenant = useTenant();
  useDocumentTitle(`My certificates | ${tenant.name}`);
  const [page, setPage] = usePage();
  const certificates = useQuery(myCertificatesQuery(page));
  return (
    <Stack gap="lg" w="100%" maw={860}>
      <Stack gap={4}>
        <Title order={1}>My certificates</Title>
        <Text c="dimmed">
          Certificates {tenant.name} issued to you. Anyone can check one on its verify page, or by scanning the QR code
          on its PDF.
        </Text>
      </Stack>
      <PagedList
        query={certificates}
        what="your certificates"
        empty="You have no certificates yet."
        pageSize={myCertificatesPageSize}
        paging={{ label: 'Certificate', page, onPage: setPage }}
      >
        {(answer) => (
          <Stack gap="md" component="section" aria-label="My certificates">
            {answer.items.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
