import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ApiError, errorText } from '../api/client.ts';
import { notify } from '../core/notify.ts';
import { useTenant } from '../core/tenant.ts';
import { withoutFieldPath } from './form-errors.ts';
import { imageAccept, imageProblem, imageRulesText } from './image-file.ts';

type Props = {
  title: string;
  /** What the image is called in messages: 'logo', 'photo'. */
  noun: string;
  /** Where it shows, after the rules line. */
  use: ReactNode;
  src: string | null;
  /** The name whose initials stand in for a missing image. */
  name: string;
  radius: 'md' | 'xl';
  canUpload: boolean;
  pending: boolean;
  upload: (file: File, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  savedText: string;
  failedText: string;
};

/**
 * An image of the profile (its logo, the person's photo): the current one, and a button that picks a
 * file, checks its type and the tenant's size limit here first, and uploads it as form data.
 */
export function ImageUploadCard(props: Props) {
  const headingId = useId();
  const problemId = useId();
  const maxBytes = useTenant().profile_settings.upload_max_bytes;
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    // The same file may be chosen again after a failure.
    resetRef.current?.();
    if (!file) return;
    const reason = imageProblem(file, maxBytes, props.noun);
    setProblem(reason);
    if (reason) return;
    props.upload(file, {
      onSuccess: () => notify.success(props.savedText),
      onError: (error) => {
        setProblem(withoutFieldPath(errorText(error, props.failedText)));
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
          notify.error(props.failedText);
        }
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={props.src}
          name={props.name}
          color="initials"
          size={88}
          radius={props.radius}
          alt={props.src ? `${props.title} of ${props.name}` : ''}
        />
        <Stack gap={6} miw={0}>
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {imageRulesText(maxBytes)} {props.use}
          </Text>
          {props.canUpload ? (
            <Group gap="sm">
              <FileButton onChange={choose} accept={imageAccept} resetRef={resetRef}>
                {(buttonProps) => (
                  <Button
                    {...buttonProps}
                    variant="light"
                    leftSection={<IconUpload size={18} aria-hidden />}
                    loading={props.pending}
                    aria-describedby={problem ? problemId : undefined}
                  >
                    {props.src ? `Change ${props.noun}` : `Upload ${props.noun}`}
                  </Button>
                )}
              </FileButton>
            </Group>
          ) : null}
          {problem ? (
            <Text id={problemId} size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
