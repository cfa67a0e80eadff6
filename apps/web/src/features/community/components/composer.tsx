import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEye, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import { communityErrors, limits, type PostAuthor, type PostFileType } from '@ventura/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { lengthState } from '../../../ui/text-length.ts';
import { wireText } from '../mentions.ts';
import { fileAccept } from '../present.ts';
import { useLinkPreview } from '../use-link-preview.ts';
import { useUploads } from '../use-uploads.ts';
import { useCreatePost } from '../writes.ts';
import { AuthorAvatar } from './author-avatar.tsx';
import { type Draft, emptyDraft, MentionTextarea } from './mention-textarea.tsx';
import { PostBody } from './post-body.tsx';
import { PostHeader } from './post-header.tsx';
import { UploadTray } from './upload-tray.tsx';

type PickerProps = {
  type: PostFileType;
  label: string;
  icon: typeof IconPhoto;
  disabled: boolean;
  onChoose: (files: File[], type: PostFileType) => void;
};

function FilePicker({ type, label, icon: Icon, disabled, onChoose }: PickerProps) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      multiple
      accept={fileAccept[type]}
      resetRef={reset}
      disabled={disabled}
      onChange={(files) => {
        onChoose(files, type);
        reset.current?.();
      }}
    >
      {(props) => (
        <Tooltip label={label}>
          <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label={label} disabled={disabled}>
            <Icon size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/**
 * Where a post is written: text with mentions, images and documents (uploaded as they are chosen), a
 * preview of the first link, and a preview of the whole post. Ctrl+Enter (⌘+Enter) posts. A failed post
 * keeps everything written.
 */
export function Composer({ author }: { author: PostAuthor }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [previewing, setPreviewing] = useState(false);
  const uploads = useUploads();
  const link = useLinkPreview(draft.text);
  const create = useCreatePost();
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const text = wireText(draft.text, draft.mentions);
  const length = lengthState(text, limits.postLength);
  const empty = length.length === 0 && uploads.done.length === 0;
  const disabled = empty || length.over || uploads.uploading || create.isPending;

  const submit = () => {
    if (disabled) return;
    create.mutate(
      {
        text: text.trim(),
        fileUUIDs: uploads.done.map((file) => file.uuid),
        ...(link.url ? { linkPreviewUrl: link.url } : {}),
      },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          setPreviewing(false);
          uploads.clear();
          link.reset();
          notify.success('Your post is on the wall');
        },
        onError: (error) => notify.error(errorText(error, communityErrors.savePost)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={onSubmit}
      aria-label="Write a post"
    >
      <Stack gap="sm">
        {previewing ? (
          <Stack gap="sm" aria-label="Preview of your post" role="region">
            <PostHeader author={author} createdAt={null} editedAt={null} hidden={false} />
            {empty ? (
              <Text c="dimmed" size="sm">
                Nothing to show yet.
              </Text>
            ) : (
              <PostBody text={text} files={uploads.done} linkPreview={link.preview} />
            )}
          </Stack>
        ) : (
          <>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <AuthorAvatar author={author} size={40} />
              <MentionTextarea
                inputRef={input}
                draft={draft}
                onDraftChange={setDraft}
                onKeyDown={onKeyDown}
                label={<VisuallyHidden>Post text</VisuallyHidden>}
                placeholder="Share news with the community… Type @ to mention a member."
                aria-describedby={hintId}
                autosize
                minRows={2}
                maxRows={14}
                maxLength={limits.postLength}
                error={length.over || undefined}
                style={{ flex: '1 1 auto', minWidth: 0 }}
              />
            </Group>
            <VisuallyHidden id={hintId}>Ctrl+Enter or Command+Enter posts.</VisuallyHidden>
            {length.near ? (
              <Text size="xs" c={length.over ? 'red' : 'dimmed'} ta="right" role={length.over ? 'alert' : undefined}>
                {length.over
                  ? `A post can be at most ${limits.postLength} characters: this one has ${length.length}.`
                  : `${limits.postLength - length.length} characters left`}
              </Text>
            ) : null}
            <UploadTray uploads={uploads.uploads} onRemove={uploads.remove} />
            {uploads.problems.map((problem) => (
              <Text key={problem} size="xs" c="red" role="alert">
                {problem}
              </Text>
            ))}
            {link.preview ? (
              <PostBody text="" files={[]} linkPreview={link.preview} onRemovePreview={link.remove} />
            ) : link.loading ? (
              <Group gap="xs" c="dimmed">
                <Loader size="xs" aria-hidden />
                <Text size="xs">Reading the link…</Text>
              </Group>
            ) : null}
          </>
        )}
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <FilePicker
              type="image"
              label="Add images"
              icon={IconPhoto}
              disabled={previewing || uploads.full}
              onChoose={uploads.add}
            />
            <FilePicker
              type="document"
              label="Attach documents"
              icon={IconPaperclip}
              disabled={previewing || uploads.full}
              onChoose={uploads.add}
            />
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              px="xs"
              aria-pressed={previewing}
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreviewing((now) => !now)}
            >
              Preview
            </Button>
          </Group>
          <Button type="submit" disabled={disabled} loading={create.isPending}>
            Post
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
