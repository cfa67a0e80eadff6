import { Button, FileButton, Group, Input, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import type { AnswerValue, FileAnswer, FormField } from '@ventura/shared';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { fileSizeText } from '../file-size.ts';
import { acceptOf, acceptText, isFileAnswer } from './answers.ts';

export type UploadFile = (field: FormField, file: File) => Promise<FileAnswer>;

const uploadFailedText = 'The file could not be uploaded';

type Props = {
  field: FormField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  uploadFile?: UploadFile | undefined;
};

/** A file question: a button that picks and uploads the file, the uploaded file's name, and a way to remove it. */
export function FileField({ field, value, onChange, error, uploadFile }: Props) {
  const id = useId();
  const reset = useRef<() => void>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const file = isFileAnswer(value) ? value : null;

  const choose = async (picked: File | null) => {
    reset.current?.();
    if (!picked || !uploadFile) return;
    setUploading(true);
    setFailure(null);
    try {
      onChange(await uploadFile(field, picked));
    } catch (failed) {
      setFailure(errorText(failed, uploadFailedText));
    } finally {
      setUploading(false);
    }
  };

  const description = [field.help, acceptText(field)].filter(Boolean).join(' · ');
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={field.label}
      description={description}
      withAsterisk={field.required}
      error={failure ?? error}
    >
      <Group gap="sm" mt={6} wrap="wrap">
        {file ? (
          <Paper withBorder radius="md" p={6} maw="100%">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={28} radius="md" aria-hidden>
                <IconFileText size={16} />
              </ThemeIcon>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {file.name ?? 'Uploaded file'}
                {file.size ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {fileSizeText(file.size)}
                  </Text>
                ) : null}
              </Text>
            </Group>
          </Paper>
        ) : null}
        <FileButton onChange={choose} accept={acceptOf(field)} resetRef={reset} disabled={!uploadFile || uploading}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={`${file ? 'Replace the file' : 'Upload a file'}: ${field.label}`}
              aria-describedby={`${id}-description${failure || error ? ` ${id}-error` : ''}`}
            >
              {file ? 'Replace' : 'Upload a file'}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconX size={16} aria-hidden />}
            aria-label={`Remove the file: ${field.label}`}
            onClick={() => onChange(null)}
          >
            Remove
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
