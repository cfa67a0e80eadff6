import { Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { Certificate } from '@ventura/shared';
import { useState } from 'react';
import { DownloadPdfButton } from '../components/download-pdf-button.tsx';
import { RevokedBadge } from '../components/revoked-badge.tsx';
import { formatDay } from '../format.ts';
import { RevokeModal } from './revoke-modal.tsx';

const sourceLabels: Record<Certificate['source'], string> = {
  manual: 'By hand',
  event: 'Event',
  program: 'Program',
  mentor_hours: 'Mentor hours',
};

/** A page of the tenant's certificates: id, who, what, when and state, each with its PDF and Revoke. */
export function CertificateTable({ certificates }: { certificates: readonly Certificate[] }) {
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Certificates" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Id</Table.Th>
              <Table.Th scope="col">Recipient</Table.Th>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Issued</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {certificates.map((certificate) => (
              <Table.Tr key={certificate.id}>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  <Code>{certificate.id}</Code>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {certificate.recipientName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{certificate.title}</Text>
                    <Text size="xs" c="dimmed">
                      {sourceLabels[certificate.source]}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">
                    <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt)}</time>
                  </Text>
                </Table.Td>
                <Table.Td>
                  {certificate.revokedAt ? (
                    <Stack gap={2} align="flex-start">
                      <RevokedBadge />
                      <Text size="xs" c="dimmed">
                        {formatDay(certificate.revokedAt)}
                        {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
                      </Text>
                    </Stack>
                  ) : (
                    <Badge component="span" color="green.9" variant="filled" miw="max-content">
                      Valid
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <DownloadPdfButton certificate={certificate} of={certificate.id} size="compact-sm" />
                    {certificate.revokedAt ? null : (
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconBan size={16} aria-hidden />}
                        aria-label={`Revoke ${certificate.id}`}
                        onClick={() => setRevoking(certificate)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {revoking ? <RevokeModal certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}
