import { Alert, Button, Code, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Certificate, certificateLimits, RevokeCertificate } from '@ventura/shared';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useRevokeCertificate } from './api.ts';

type Props = { certificate: Certificate; onClose: () => void };

const reasonField = (path: string) => (path.startsWith('reason') ? 'reason' : undefined);

/**
 * Asks why before a certificate is revoked (POST admin/certificates/{id}/revoke): its verify page then says it
 * was revoked, when and why. A refusal (409: revoked already) shows in the dialog, which stays open.
 */
export function RevokeModal({ certificate, onClose }: Props) {
  const revoke = useRevokeCertificate();
  const form = useForm({ initialValues: { reason: '' } });
  const refused = revoke.error instanceof ApiError && revoke.error.status !== 400 ? revoke.error : null;

  const submit = form.onSubmit((values) => {
    const body = { reason: values.reason.trim() };
    const problems = schemaFieldErrors(RevokeCertificate, body, reasonField);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    revoke.mutate(
      { id: certificate.id, body: RevokeCertificate.parse(body) },
      {
        onSuccess: () => {
          notify.success(`Certificate ${certificate.id} revoked.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, reasonField);
          if (hasErrors(onFields)) form.setErrors(onFields);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Revoke certificate ${certificate.id}?`} centered>
      <form onSubmit={submit} noValidate aria-label={`Revoke certificate ${certificate.id}`}>
        <Stack gap="md">
          <Text size="sm">
            {certificate.recipientName}’s certificate “{certificate.title}” (<Code>{certificate.id}</Code>) will show as
            revoked on its verify page, with the reason you give. This cannot be undone.
          </Text>
          <Textarea
            label="Reason"
            description="Shown on the certificate’s public verify page"
            withAsterisk
            autosize
            minRows={2}
            maxLength={certificateLimits.revokeReasonLength}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {refused ? (
            <Alert color="red" role="alert" title="The certificate was not revoked">
              {errorText(refused, 'The certificate could not be revoked')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={revoke.isPending}>
              Revoke certificate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
