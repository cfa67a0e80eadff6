import { Button, FileButton, Group, Image, Stack, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { articleLimits, uploadedFilesPath } from '@ventura/shared';
import { useRef } from 'react';
import { errorText } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { imageAccept, imageProblem, imageRulesText } from '../../../ui/image-file.ts';
import type { useUploadContentImage } from '../api.ts';

type Props = {
  /** The field's name: 'Image', 'Photo', 'Cover image'. */
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** Puts a problem of the chosen file on the field (null clears it). */
  onError: (problem: string | null) => void;
  /** The form's upload call (POST admin/content/images), so that the form waits for it before saving. */
  upload: ReturnType<typeof useUploadContentImage>;
};

/** An address an image can be shown from: a link, or a file uploaded here. Anything else is still being typed. */
const showable = (url: string) => /^https?:\/\/\S+$/.test(url.trim()) || url.trim().startsWith(uploadedFilesPath);

/**
 * An image of an item: uploaded here (the server keeps it as WebP and answers its address) or a link pasted
 * in, with a preview of what is set and a way to remove it.
 */
export function ImageField({ label, value, onChange, error, onError, upload }: Props) {
  const resetRef = useRef<() => void>(null);
  // The server takes images up to the tenant's upload limit, as it does for logos and photos.
  const maxBytes = useTenant().profile_settings.upload_max_bytes;
  const noun = label.toLowerCase();

  const choose = (file: File | null) => {
    // The same file may be chosen again after a failure.
    resetRef.current?.();
    if (!file) return;
    const problem = imageProblem(file, maxBytes, noun);
    onError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded.imageUrl),
      onError: (failure) => onError(withoutFieldPath(errorText(failure, `The ${noun} could not be uploaded`))),
    });
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={`Upload an image: ${imageRulesText(maxBytes)} Or paste a link that starts with https://`}
        placeholder="https://"
        maxLength={articleLimits.urlLength}
        value={value}
        onChange={(event) => {
          onError(null);
          onChange(event.currentTarget.value);
        }}
        error={error}
      />
      <Group gap="sm" align="center">
        {showable(value) ? (
          <Image
            src={value}
            alt={`Preview of the ${noun}`}
            h={72}
            w={128}
            fit="cover"
            radius="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        ) : null}
        <FileButton onChange={choose} accept={imageAccept} resetRef={resetRef}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {value.trim() ? `Replace ${noun}` : `Upload ${noun}`}
            </Button>
          )}
        </FileButton>
        {value.trim() ? (
          <Button
            variant="subtle"
            color="red.9"
            // A subtle button's text takes at most shade 6 (below 4.5:1 on white): the theme's error red reads on both.
            c="var(--mantine-color-error)"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              onError(null);
              onChange('');
            }}
            disabled={upload.isPending}
          >
            Remove {noun}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
