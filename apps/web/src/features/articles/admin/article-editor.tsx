import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Input,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import {
  type AccountType,
  type AdminArticle,
  type ArticleAudience,
  ArticleInput,
  type ArticleKind,
  articleKindLabels,
  articleLimits,
} from '@ventura/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useSaveArticle, useUploadArticleFile, useUploadContentImage } from '../api.ts';
import { localOf, momentOf } from '../format.ts';
import { AudienceFields } from './audience-fields.tsx';
import { ImageField } from './image-field.tsx';
import { VideoUploadField } from './video-field.tsx';

// The rich text editor (Tiptap) is a chunk of its own, loaded when an editor opens.
const BodyEditor = lazy(() => import('./body-editor.tsx'));

type Values = {
  title: string;
  summary: string;
  publishAt: string;
  published: boolean;
  scope: ArticleAudience['scope'];
  types: string[];
  coverUrl: string;
  body: string;
  startsAt: string;
  joinUrl: string;
  recordingUrl: string;
  videoUrl: string;
  fileUrl: string;
  fileName: string;
};
type Field = keyof Values | 'file';

const valuesOf = (article: AdminArticle | null): Values => ({
  title: article?.title ?? '',
  summary: article?.summary ?? '',
  publishAt: localOf(article?.publishAt ?? null),
  published: article?.published ?? false,
  scope: article?.audience.scope ?? 'public',
  types: article?.audience.scope === 'types' ? [...article.audience.types] : [],
  coverUrl: article?.coverUrl ?? '',
  body: article?.body ?? '',
  startsAt: localOf(article?.startsAt ?? null),
  joinUrl: article?.joinUrl ?? '',
  recordingUrl: article?.recordingUrl ?? '',
  videoUrl: article?.videoUrl ?? '',
  fileUrl: article?.fileUrl ?? '',
  fileName: article?.fileName ?? '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const hasFile = (kind: ArticleKind) => kind === 'reports' || kind === 'resources';

/** The request of the form: a kind's own fields only, nothing typed as null. */
const inputOf = (kind: ArticleKind, values: Values) => ({
  title: values.title.trim(),
  summary: values.summary.trim(),
  body: values.body,
  coverUrl: orNull(values.coverUrl),
  publishAt: momentOf(values.publishAt),
  published: values.published,
  audience:
    values.scope === 'types'
      ? { scope: 'types' as const, types: values.types as AccountType[] }
      : { scope: values.scope },
  startsAt: kind === 'webinars' ? momentOf(values.startsAt) : null,
  joinUrl: kind === 'webinars' ? orNull(values.joinUrl) : null,
  recordingUrl: kind === 'webinars' ? orNull(values.recordingUrl) : null,
  videoUrl: kind === 'videos' ? orNull(values.videoUrl) : null,
  fileUrl: hasFile(kind) ? orNull(values.fileUrl) : null,
  fileName: hasFile(kind) ? orNull(values.fileName) : null,
});

const fields = new Set<string>(Object.keys(valuesOf(null)));
/** Where a problem of the request ('audience.types', 'fileUrl') shows on the form. */
const fieldOf = (path: string): Field | undefined => {
  if (path.startsWith('audience')) return 'types';
  if (path === 'fileUrl' || path === 'fileName') return 'file';
  const top = path.split('.')[0] ?? '';
  return fields.has(top) ? (top as Field) : undefined;
};

type Props = { kind: ArticleKind; article: AdminArticle | null; onClose: () => void };

/**
 * Writes an item of a kind (POST or PATCH admin/articles/{kind}): its text and cover image, when and to
 * whom it shows, and what its kind adds (a webinar's date and links, a video uploaded or linked, a report's
 * file). The shared schema checks it first; the server's refusals show on their fields.
 */
export function ArticleEditor({ kind, article, onClose }: Props) {
  const { one } = articleKindLabels[kind];
  const heading = article ? `Edit ${one}` : `New ${one}`;
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveArticle(kind);
  const upload = useUploadArticleFile();
  const coverUpload = useUploadContentImage();
  const [videoUploading, setVideoUploading] = useState(false);
  const form = useForm<Values & { file?: string }>({ initialValues: valuesOf(article) });
  const [file, setFile] = useState<File | null>(null);
  const bodyLabelId = useId();
  const unplaced =
    save.error instanceof ApiError && !hasErrors(serverFieldErrors(save.error, fieldOf)) ? save.error : null;

  const submit = form.onSubmit((values) => {
    const body = inputOf(kind, values);
    const problems = schemaFieldErrors(ArticleInput, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    save.mutate(
      { id: article?.id ?? null, body: ArticleInput.parse(body) },
      {
        onSuccess: (saved) => {
          notify.success(article ? `“${saved.title}” saved.` : `“${saved.title}” created.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
        },
      },
    );
  });

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.clearFieldError('file');
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: (uploaded) => form.setValues({ fileUrl: uploaded.fileUrl, fileName: uploaded.fileName }),
      onError: (error) => form.setFieldError('file', errorText(error, 'The file could not be uploaded')),
    });
  };

  return (
    <Modal opened onClose={onClose} title={heading} size="xl" fullScreen={phone ?? false}>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="md">
          <TextInput
            label="Title"
            withAsterisk
            maxLength={articleLimits.titleLength}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Summary"
            description="Shown on the list's card"
            autosize
            minRows={2}
            maxLength={articleLimits.summaryLength}
            {...form.getInputProps('summary')}
          />
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label="Publish date and time"
              description="Readers see it from then on"
              type="datetime-local"
              miw={220}
              {...form.getInputProps('publishAt')}
            />
            <Stack justify="center" miw={220} pt={{ base: 0, sm: 'lg' }}>
              <Switch label="Published" {...form.getInputProps('published', { type: 'checkbox' })} />
            </Stack>
          </Group>
          <AudienceFields
            scope={form.getInputProps('scope')}
            types={form.getInputProps('types')}
            withTypes={form.values.scope === 'types'}
          />
          <ImageField
            label="Cover image"
            value={form.values.coverUrl}
            onChange={(url) => form.setFieldValue('coverUrl', url)}
            error={form.errors.coverUrl as string | undefined}
            onError={(problem) =>
              problem ? form.setFieldError('coverUrl', problem) : form.clearFieldError('coverUrl')
            }
            upload={coverUpload}
          />
          <Stack gap={4}>
            <Input.Label id={bodyLabelId} component="span">
              Body
            </Input.Label>
            <Suspense fallback={<Skeleton h={280} radius="sm" />}>
              <BodyEditor
                initial={form.values.body}
                onChange={(html) => form.setFieldValue('body', html)}
                labelId={bodyLabelId}
                error={form.errors.body as string | undefined}
              />
            </Suspense>
          </Stack>
          {kind === 'webinars' ? (
            <>
              <TextInput label="Starts at" type="datetime-local" {...form.getInputProps('startsAt')} />
              <TextInput
                label="Join link"
                placeholder="https://"
                type="url"
                description="Shown until the webinar starts"
                {...form.getInputProps('joinUrl')}
              />
              <TextInput
                label="Recording link"
                placeholder="https://"
                type="url"
                description="Shown once the webinar has started"
                {...form.getInputProps('recordingUrl')}
              />
            </>
          ) : null}
          {kind === 'videos' ? (
            <Stack gap={6}>
              <TextInput
                label="Video link"
                placeholder="https://"
                description="Upload a video file, or link one: an .mp4 or .webm file plays in the page; any other link opens in a new tab"
                maxLength={articleLimits.urlLength}
                {...form.getInputProps('videoUrl')}
              />
              <VideoUploadField
                onUploaded={(video) => {
                  form.setFieldValue('videoUrl', video.videoUrl);
                  form.clearFieldError('videoUrl');
                }}
                onBusyChange={setVideoUploading}
              />
            </Stack>
          ) : null}
          {hasFile(kind) ? (
            <Stack gap={4}>
              <FileInput
                label="File (PDF or Word)"
                placeholder="Choose a .pdf, .doc or .docx file"
                description="Up to 10 MB"
                accept=".pdf,.doc,.docx"
                clearable
                value={file}
                onChange={chooseFile}
                error={form.errors.file}
                disabled={upload.isPending}
                leftSection={<IconFileText size={18} aria-hidden />}
              />
              {upload.isPending ? (
                <Text size="sm" role="status">
                  Uploading…
                </Text>
              ) : form.values.fileUrl ? (
                <Text size="sm" role="status">
                  File:{' '}
                  <Anchor href={form.values.fileUrl} target="_blank" rel="noopener noreferrer">
                    {form.values.fileName || 'the uploaded file'}
                  </Anchor>
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {unplaced ? (
            <Alert color="red" role="alert" title="It was not saved">
              {errorText(unplaced, 'It could not be saved')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={upload.isPending || coverUpload.isPending || videoUploading}
            >
              {article ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
