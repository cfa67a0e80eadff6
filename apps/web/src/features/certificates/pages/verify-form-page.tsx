import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTenant } from '../../../core/tenant.ts';
import { VerifyForm } from '../components/verify-form.tsx';

/**
 * /certi and /certificate/verify (issue 39; unguarded, spec 2): type a certificate's id to check it on its
 * verify page, signed in or not.
 */
export function VerifyFormPage() {
  const tenant = useTenant();
  useDocumentTitle(`Verify a certificate | ${tenant.name}`);
  return (
    <Stack gap="lg" w="100%" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Verify a certificate</Title>
        <Text c="dimmed">
          Check that a certificate from {tenant.name} is genuine and has not been revoked. Type the id printed on it, or
          scan its QR code.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <VerifyForm label="Verify a certificate" />
      </Paper>
    </Stack>
  );
}
