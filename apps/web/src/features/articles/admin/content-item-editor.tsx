import { Alert, Button, Group, Input, Modal, NumberInput, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AccountType,
  type AdminContentItem,
  type ArticleAudience,
  ContentItemInput,
  type ContentModel,
  contentItemLimits,
  contentModelLabels,
} from '@ventura/shared';
import { lazy, Suspense, useId } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useSaveContentItem, useUploadContentImage } from '../api.ts';
import { localOf, momentOf } from '../format.ts';
import { AudienceFields } from './audience-fields.tsx';
import { modelFields } from './content-models.ts';
import { ImageField } from './image-field.tsx';

// The rich text editor (Tiptap) is a chunk of its own, loaded when an editor opens.
const BodyEditor = lazy(() => import('./body-editor.tsx'));

type Values = {
  title: string;
  body: string;
  imageUrl: string;
  linkUrl: string;
  author: string;
  sortOrder: number | string;
  published: boolean;
  publishAt: string;
  scope: ArticleAudience['scope'];
  types: string[];
};
type Field = keyof Values;

const valuesOf = (item: AdminContentItem | null): Values => ({
  title: item?.title ?? '',
  body: item?.body ?? '',
  imageUrl: item?.imageUrl ?? '',
  linkUrl: item?.linkUrl ?? '',
  author: item?.author ?? '',
  sortOrder: item?.sortOrder ?? 0,
  published: item?.published ?? false,
  publishAt: localOf(item?.publishAt ?? null),
  scope: item?.audience.scope ?? 'public',
  types: item?.audience.scope === 'types' ? [...item.audience.types] : [],
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** The order as typed: nothing is 0 (first), anything else a number the schema checks. */
const orderOf = (typed: number | string) =>
  typeof typed === 'number' ? typed : typed.trim() === '' ? 0 : Number(typed);

/** The request of the form: the model's own fields only, the others sent as null. */
const inputOf = (model: ContentModel, values: Values) => {
  const fields = modelFields[model];
  return {
    title: values.title.trim(),
    body: values.body,
    imageUrl: fields.image ? orNull(values.imageUrl) : null,
    linkUrl: fields.link ? orNull(values.linkUrl) : null,
    author: fields.author ? orNull(values.author) : null,
    sortOrder: orderOf(values.sortOrder),
    published: values.published,
    publishAt: momentOf(values.publishAt),
    audience:
      values.scope === 'types'
        ? { scope: 'types' as const, types: values.types as AccountType[] }
        : { scope: values.scope },
  };
};

const fields = new Set<string>(Object.keys(valuesOf(null)));
/** Where a problem of the request ('audience.types', 'imageUrl') shows on the form. */
const fieldOf = (path: string): Field | undefined => {
  if (path.startsWith('audience')) return 'types';
  const top = path.split('.')[0] ?? '';
  return fields.has(top) ? (top as Field) : undefined;
};

type Props = { model: ContentModel; item: AdminContentItem | null; onClose: () => void };

/**
 * Writes a banner, a testimonial, a question of the FAQ or an ad (POST or PATCH admin/content/{model}): its
 * words in the model's own labels, its image and link where it has them, its place in the order, and when
 * and to whom it shows. The shared schema checks it first; the server's refusals show on their fields.
 */
export function ContentItemEditor({ model, item, onClose }: Props) {
  const { one } = contentModelLabels[model];
  const labels = modelFields[model];
  const heading = item ? `Edit ${one}` : `New ${one}`;
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveContentItem(model);
  const upload = useUploadContentImage();
  const form = useForm<Values>({ initialValues: valuesOf(item) });
  const bodyLabelId = useId();
  const unplaced =
    save.error instanceof ApiError && !hasErrors(serverFieldErrors(save.error, fieldOf)) ? save.error : null;

  const submit = form.onSubmit((values) => {
    const body = inputOf(model, values);
    const problems = schemaFieldErrors(ContentItemInput, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    save.mutate(
      { id: item?.id ?? null, body: ContentItemInput.parse(body) },
      {
        onSuccess: (saved) => {
          notify.success(item ? `“${saved.title}” saved.` : `“${saved.title}” created.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={heading} size="xl" fullScreen={phone ?? false}>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="md">
          <TextInput
            label={labels.title}
            withAsterisk
            maxLength={contentItemLimits.titleLength}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Stack gap={4}>
            <Input.Label id={bodyLabelId} component="span">
              {labels.body}
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
          {labels.author ? (
            <TextInput
              label={labels.author.label}
              description={labels.author.description}
              maxLength={contentItemLimits.authorLength}
              {...form.getInputProps('author')}
            />
          ) : null}
          {labels.image ? (
            <ImageField
              label={labels.image}
              value={form.values.imageUrl}
              onChange={(url) => form.setFieldValue('imageUrl', url)}
              error={form.errors.imageUrl as string | undefined}
              onError={(problem) =>
                problem ? form.setFieldError('imageUrl', problem) : form.clearFieldError('imageUrl')
              }
              upload={upload}
            />
          ) : null}
          {labels.link ? (
            <TextInput
              label={labels.link.label}
              description={labels.link.description}
              placeholder="https://"
              type="url"
              {...form.getInputProps('linkUrl')}
            />
          ) : null}
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <NumberInput
              label="Order"
              description="Lower numbers show first"
              min={0}
              max={contentItemLimits.maxSortOrder}
              allowDecimal={false}
              allowNegative={false}
              miw={180}
              {...form.getInputProps('sortOrder')}
            />
            <TextInput
              label="Publish date and time"
              description="Readers see it from then on"
              type="datetime-local"
              miw={220}
              {...form.getInputProps('publishAt')}
            />
          </Group>
          <Switch label="Published" {...form.getInputProps('published', { type: 'checkbox' })} />
          <AudienceFields
            scope={form.getInputProps('scope')}
            types={form.getInputProps('types')}
            withTypes={form.values.scope === 'types'}
          />
          {unplaced ? (
            <Alert color="red" role="alert" title="It was not saved">
              {errorText(unplaced, 'It could not be saved')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={upload.isPending}>
              {item ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
