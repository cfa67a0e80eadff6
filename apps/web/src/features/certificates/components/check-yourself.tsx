import { Accordion, Button, Code, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { CertificateVerification } from '@ventura/shared';
import { useState } from 'react';
import { DetailList } from './detail-list.tsx';
import { PublicKeyModal } from './public-key-modal.tsx';

const block = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * 'Check it yourself', closed at first: the facts as signed, their signature and the key's id, the way to the
 * public key, and how to check them without this site.
 */
export function CheckYourself({ verification }: { verification: CertificateVerification }) {
  const [showKey, setShowKey] = useState(false);
  return (
    <>
      <Accordion variant="contained" radius="lg" chevronPosition="right" transitionDuration={0}>
        <Accordion.Item value="check">
          <Accordion.Control icon={<IconKey size={18} aria-hidden />}>Check it yourself</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <Text size="sm">
                {verification.issuer} signed these facts with its Ed25519 key. To check them offline, verify the
                signature (base64url) over the signed facts exactly as shown, byte for byte, with the public key: for
                example with OpenSSL's <Code>pkeyutl -verify -rawin</Code> or Node's <Code>crypto.verify</Code>.
              </Text>
              <DetailList
                details={[
                  {
                    term: 'Signed facts',
                    value: (
                      <Code block style={block}>
                        {verification.facts}
                      </Code>
                    ),
                  },
                  {
                    term: 'Signature',
                    value: (
                      <Code block style={block}>
                        {verification.signature}
                      </Code>
                    ),
                  },
                  { term: 'Key id', value: <Code>{verification.keyId}</Code> },
                ]}
              />
              <Button
                variant="default"
                leftSection={<IconKey size={18} aria-hidden />}
                onClick={() => setShowKey(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                Show the public key
              </Button>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {showKey ? <PublicKeyModal onClose={() => setShowKey(false)} /> : null}
    </>
  );
}
