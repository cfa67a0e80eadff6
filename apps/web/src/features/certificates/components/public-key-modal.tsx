import { Anchor, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import { publicKeyQuery } from '../api.ts';
import { publicKeyUrl } from '../paths.ts';

/** The tenant's public key (GET certificates/public-key) as PEM, to copy, or to open as it is served. */
export function PublicKeyModal({ onClose }: { onClose: () => void }) {
  const key = useQuery(publicKeyQuery());
  return (
    <Modal opened onClose={onClose} title="Public key" size="lg" centered>
      <QueryView query={key} errorTitle="The public key could not be loaded" loadingHeight={200}>
        {(answer) => (
          <Stack gap="sm">
            <Text size="sm">
              {answer.issuer} signs its certificates with this {answer.algorithm} key (key id{' '}
              <Code>{answer.keyId}</Code>).
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.publicKeyPem}
            </Code>
            <Group justify="space-between" gap="sm">
              <Anchor href={publicKeyUrl} target="_blank" rel="noopener" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <span>Open the key as JSON</span>
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
              <CopyButton value={answer.publicKeyPem} timeout={2500}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy the key'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
