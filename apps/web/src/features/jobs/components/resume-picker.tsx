import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useRef } from 'react';
import { fileSizeText } from '../../../ui/file-size.ts';
import { resumeAccept, resumeRulesText } from '../present.ts';

type Props = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  required?: boolean;
};

/** Choose a resume file: the picker, what was chosen (with a way to take it out), the rules and the problem. */
export function ResumePicker({ label, file, onChange, error, required }: Props) {
  const resetRef = useRef<() => void>(null);
  const labelId = useId();
  const errorId = useId();
  const hintId = useId();
  return (
    <Input.Wrapper
      id={labelId}
      label={label}
      withAsterisk={required}
      description={resumeRulesText}
      error={error}
      labelElement="div"
      descriptionProps={{ id: hintId }}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <Stack gap={6} mt={4} align="flex-start">
        <FileButton onChange={onChange} accept={resumeAccept} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            >
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Group gap={4} wrap="nowrap" maw="100%">
            <Text size="sm" truncate="end" miw={0} title={file.name}>
              {file.name} · {fileSizeText(file.size)}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              style={{ flex: 'none' }}
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                resetRef.current?.();
                onChange(null);
              }}
            >
              <IconX size={14} aria-hidden />
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
