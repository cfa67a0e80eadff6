import { Code, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type CertificateVerification, normaliseCertificateCode } from '@ventura/shared';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { verificationQuery } from '../api.ts';
import { CheckYourself } from '../components/check-yourself.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { Verdict, VerdictText } from '../components/verdict.tsx';
import { exampleId, VerifyForm } from '../components/verify-form.tsx';
import { formatDay } from '../format.ts';

/** The heading of each verdict (the Playwright journey and the page's title read them). */
export const verdictTitles = {
  genuine: 'Genuine certificate',
  revoked: 'This certificate was revoked',
  unconfirmed: 'This certificate could not be confirmed',
  notFound: 'No certificate has this id',
} as const;

function NotFound({ typed }: { typed: string }) {
  const tenant = useTenant();
  return (
    <Stack gap="lg">
      <Verdict tone="unknown" title={verdictTitles.notFound}>
        <VerdictText>
          {tenant.name} has issued no certificate with the id <Code>{typed}</Code>. Check it against the certificate: an
          id has 12 letters and digits, like {exampleId}. A certificate is checked on the site of the organisation that
          issued it.
        </VerdictText>
      </Verdict>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            Try another id
          </Title>
          <VerifyForm label="Try another id" initial={typed} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function Answer({ verification }: { verification: CertificateVerification }) {
  const revoked = verification.status === 'revoked';
  return (
    <Stack gap="lg">
      {revoked ? (
        <Verdict tone="revoked" title={verdictTitles.revoked}>
          <VerdictText>
            {verification.issuer} revoked it
            {verification.revokedAt ? ` on ${formatDay(verification.revokedAt)}` : ''}: it no longer stands for what it
            says.
          </VerdictText>
          {verification.revokedReason ? <VerdictText>Reason: {verification.revokedReason}</VerdictText> : null}
        </Verdict>
      ) : verification.valid ? (
        <Verdict tone="genuine" title={verdictTitles.genuine}>
          <VerdictText>Issued by {verification.issuer}. Its signature holds and it has not been revoked.</VerdictText>
        </Verdict>
      ) : (
        <Verdict tone="revoked" title={verdictTitles.unconfirmed}>
          <VerdictText>
            Its signature does not match the facts {verification.issuer} holds. Do not rely on it, and ask{' '}
            {verification.issuer} about it.
          </VerdictText>
        </Verdict>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            The certificate
          </Title>
          <DetailList
            details={[
              { term: 'Awarded to', value: <Text fw={600}>{verification.recipientName}</Text> },
              { term: 'Title', value: verification.title },
              { term: 'For', value: verification.reason },
              {
                term: 'Issued on',
                value: <time dateTime={verification.issuedAt}>{formatDay(verification.issuedAt)}</time>,
              },
              { term: 'Issued by', value: verification.issuer },
              { term: 'Certificate id', value: <Code>{verification.id}</Code> },
            ]}
          />
        </Stack>
      </Paper>
      <CheckYourself verification={verification} />
    </Stack>
  );
}

function Verification({ id }: { id: string }) {
  const verification = useQuery(verificationQuery(id));
  if (verification.isPending) {
    return (
      <Stack gap="lg" role="status">
        <VisuallyHidden>Checking the certificate</VisuallyHidden>
        <Skeleton h={110} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </Stack>
    );
  }
  if (verification.isError) {
    if (verification.error instanceof ApiError && verification.error.status === 404) return <NotFound typed={id} />;
    return (
      <Stack gap="lg">
        <Title order={1}>Verify a certificate</Title>
        <LoadError
          title="The certificate could not be checked"
          error={verification.error}
          fallback="Please try again."
          onRetry={() => void verification.refetch()}
          retrying={verification.isFetching}
        />
      </Stack>
    );
  }
  return <Answer verification={verification.data} />;
}

/**
 * /certificate/verify/{id} (issue 39; unguarded, spec 2): anyone, signed in or not, checks a certificate by
 * its id (its QR code opens this page). The verdict first (genuine, revoked with when and why, or no such
 * id with a form to try another), then what it certifies, then the signed facts to check it offline.
 */
export function VerifyPage() {
  const tenant = useTenant();
  const typed = useParams().id ?? '';
  const id = normaliseCertificateCode(typed);
  useDocumentTitle(`Certificate ${id ?? typed} | ${tenant.name}`);
  return (
    <Stack gap="lg" w="100%" maw={860}>
      {id === null ? <NotFound typed={typed} /> : <Verification key={id} id={id} />}
    </Stack>
  );
}
