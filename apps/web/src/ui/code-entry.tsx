import { Anchor, Button, Group, type MantineColor, PinInput, Stack, Text } from '@mantine/core';
import { otpRules } from '@ventura/shared';
import { useId, useRef, useState } from 'react';
import { defaultErrorText, errorText } from '../api/client.ts';
import { formatSeconds, useSecondsLeft } from './countdown.ts';

export type SentCode = { sentTo: string; channel: 'sms' | 'email' | 'whatsapp'; resendInSeconds: number };

type Props = {
  sent: SentCode;
  /** Checks the code; a rejection's text shows under the boxes. */
  onVerify: (code: string) => Promise<unknown>;
  /** Sends a new code; resolves to when the next one may be asked for. */
  onResend: () => Promise<SentCode>;
  /** Offers a 'Change' link beside the address when given. */
  onChangeContact?: () => void;
  verifyLabel: string;
  /** The colour of the verify button: red when it does something that cannot be undone. */
  verifyColor?: MantineColor;
  /**
   * True (sign-in): the code is checked as soon as the last digit is in. False: only the verify
   * button sends it, for actions the person should confirm with a press.
   */
  submitOnComplete?: boolean;
  /** The spec's text for a refused code when the server gives none. */
  failureText: string;
  /** True from a good code until the page moves on, so nothing can be sent twice. */
  done?: boolean;
};

const channelWords: Record<SentCode['channel'], string> = {
  sms: 'by text message',
  email: 'by email',
  whatsapp: 'on WhatsApp',
};

/**
 * The six-digit code: one box per digit (typing, pasting and the phone's one-time-code autofill all
 * work), checked on Enter or the button, and as soon as it is complete unless told otherwise; a new
 * code after the server's wait. Used by sign-in, sign-up and the account's confirmation step.
 */
export function CodeEntry({
  sent,
  onVerify,
  onResend,
  onChangeContact,
  verifyLabel,
  verifyColor,
  submitOnComplete = true,
  failureText,
  done = false,
}: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendInSeconds * 1000);
  const secondsLeft = useSecondsLeft(resendAt);
  const boxes = useRef<HTMLDivElement>(null);
  const focusFirstBox = () => boxes.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  const legendId = useId();
  const errorId = useId();

  const verify = async (value: string) => {
    if (verifying || done) return;
    if (value.length !== otpRules.length) {
      setError(`Enter the ${otpRules.length}-digit code`);
      return;
    }
    setVerifying(true);
    setError(null);
    try {
      await onVerify(value);
    } catch (caught) {
      setError(errorText(caught, failureText));
      setCode('');
      focusFirstBox();
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      const next = await onResend();
      setResendAt(Date.now() + next.resendInSeconds * 1000);
      setNotice(`A new code is on its way to ${next.sentTo}.`);
      setCode('');
      focusFirstBox();
    } catch (caught) {
      setError(errorText(caught, defaultErrorText));
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          We sent a {otpRules.length}-digit code {channelWords[sent.channel]} to{' '}
          <Text span fw={600}>
            {sent.sentTo}
          </Text>
          .
          {onChangeContact ? (
            <>
              {' '}
              <Anchor component="button" type="button" size="sm" onClick={onChangeContact}>
                Change
              </Anchor>
            </>
          ) : null}
        </Text>
        <Stack
          component="fieldset"
          gap={6}
          m={0}
          p={0}
          style={{ border: 0 }}
          aria-describedby={error ? errorId : undefined}
        >
          <Text component="legend" id={legendId} size="sm" fw={500} p={0} mb={6}>
            Code
          </Text>
          <PinInput
            rootRef={boxes}
            length={otpRules.length}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) setError(null);
            }}
            onComplete={(value) => {
              if (submitOnComplete) void verify(value);
            }}
            error={error !== null}
            readOnly={verifying || done}
            size="md"
            gap="xs"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${otpRules.length}` })}
          />
          {error ? (
            <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" fullWidth color={verifyColor} loading={verifying || done}>
          {verifyLabel}
        </Button>
        <Group gap="xs" justify="center">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed">
              You can ask for a new code in {formatSeconds(secondsLeft)}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={resending}>
              Resend code
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" role="status" ta="center">
          {notice}
        </Text>
      </Stack>
    </form>
  );
}
