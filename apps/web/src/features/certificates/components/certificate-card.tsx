import { Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { Certificate } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../format.ts';
import { DownloadPdfButton } from './download-pdf-button.tsx';
import { RevokedBadge } from './revoked-badge.tsx';

/** One of a member's certificates: what it is for, when it came, its id and state, its PDF and public page. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title order={2} size="h3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {certificate.title}
          </Title>
          {certificate.revokedAt ? <RevokedBadge /> : null}
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{certificate.reason}</Text>
        <Text size="sm" c="dimmed">
          Issued on <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt)}</time> · Id{' '}
          <Code>{certificate.id}</Code>
        </Text>
        {certificate.revokedAt ? (
          <Text size="sm">
            Revoked on {formatDay(certificate.revokedAt)}
            {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
          </Text>
        ) : null}
        <Group gap="sm">
          <DownloadPdfButton certificate={certificate} of={certificate.title} />
          <Anchor
            component={Link}
            to={certificate.verifyUrl}
            size="sm"
            aria-label={`Verify page: ${certificate.title}`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <span>Verify page</span>
              <IconShieldCheck size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
