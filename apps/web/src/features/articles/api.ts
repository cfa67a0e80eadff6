import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminArticle,
  AdminArticlePage,
  AdminContentItem,
  AdminContentItemPage,
  Article,
  type ArticleInput,
  type ArticleKind,
  ArticlePage,
  type ContentItemInput,
  type ContentModel,
  pageSizes,
  UploadedArticleFile,
  UploadedArticleVideo,
  UploadedContentImage,
} from '@ventura/shared';
import { ApiError, api, type ResponseSchema } from '../../api/client.ts';
import { type UploadProgress, uploadWithProgress } from '../../api/upload.ts';

/* Content (issue 39): each kind's published items for readers, and the operators' drafts and writes. */

/** Items per page of a public list, and rows per page of the console's table. */
export const articlesPageSize = pageSizes.list.default;
export const adminArticlesPageSize = pageSizes.table.default;

export type ArticleListCall = { kind: ArticleKind; q: string; page: number };

export const articleKeys = {
  all: ['articles'] as const,
  list: (call: ArticleListCall) => ['articles', 'list', call] as const,
  item: (kind: ArticleKind, slug: string) => ['articles', 'item', kind, slug] as const,
  admin: ['articles', 'admin'] as const,
  adminList: (call: ArticleListCall) => ['articles', 'admin', call] as const,
  /** The console's banners, testimonials, FAQ and ads: under the feature's key, so a write refreshes them too. */
  contentList: (call: ContentListCall) => ['articles', 'content', call] as const,
};

export type ContentListCall = { model: ContentModel; q: string; page: number };

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET articles/{kind}: the published items the caller may see, newest first (public). */
export const articlesQuery = ({ kind, q, page }: ArticleListCall) =>
  queryOptions({
    queryKey: articleKeys.list({ kind, q, page }),
    queryFn: ({ signal }) =>
      api.get(`/articles/${kind}`, ArticlePage, {
        query: { q: q || undefined, pageNumber: page, limit: articlesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET articles/{kind}/{slug}: one item; 404 when it is not there or not for the caller. */
export const articleQuery = (kind: ArticleKind, slug: string) =>
  queryOptions({
    queryKey: articleKeys.item(kind, slug),
    queryFn: ({ signal }) => api.get(`/articles/${kind}/${encodeURIComponent(slug)}`, Article, { signal }),
    retry: retryUnlessRefused,
  });

/** GET admin/articles/{kind}: every item of the kind, drafts too. */
export const adminArticlesQuery = ({ kind, q, page }: ArticleListCall) =>
  queryOptions({
    queryKey: articleKeys.adminList({ kind, q, page }),
    queryFn: ({ signal }) =>
      api.get(`/admin/articles/${kind}`, AdminArticlePage, {
        query: { q: q || undefined, pageNumber: page, limit: adminArticlesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const noData: ResponseSchema<void> = { parse: () => undefined };

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: articleKeys.all });
};

/** POST admin/articles/{kind} (a new item) or PATCH admin/articles/{kind}/{id} (an item edited). */
export const useSaveArticle = (kind: ArticleKind) => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ArticleInput }) =>
      id === null
        ? api.post(`/admin/articles/${kind}`, AdminArticle, { body })
        : api.patch(`/admin/articles/${kind}/${id}`, AdminArticle, { body }),
    onSuccess: invalidate,
  });
};

/** DELETE admin/articles/{kind}/{id}. */
export const useDeleteArticle = (kind: ArticleKind) => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/articles/${kind}/${id}`, noData),
    onSuccess: invalidate,
  });
};

/** POST admin/articles/files: a PDF or Word document for a report or a legal template. */
export const useUploadArticleFile = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/admin/articles/files', UploadedArticleFile, { body });
    },
  });

/** GET admin/content/{model}: every banner, testimonial, question or ad, drafts too, in the operators' order. */
export const adminContentItemsQuery = ({ model, q, page }: ContentListCall) =>
  queryOptions({
    queryKey: articleKeys.contentList({ model, q, page }),
    queryFn: ({ signal }) =>
      api.get(`/admin/content/${model}`, AdminContentItemPage, {
        query: { q: q || undefined, pageNumber: page, limit: adminArticlesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST admin/content/{model} (a new item) or PATCH admin/content/{model}/{id} (an item edited). */
export const useSaveContentItem = (model: ContentModel) => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentItemInput }) =>
      id === null
        ? api.post(`/admin/content/${model}`, AdminContentItem, { body })
        : api.patch(`/admin/content/${model}/${id}`, AdminContentItem, { body }),
    onSuccess: invalidate,
  });
};

/** DELETE admin/content/{model}/{id}. */
export const useDeleteContentItem = (model: ContentModel) => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/content/${model}/${id}`, noData),
    onSuccess: invalidate,
  });
};

/** POST admin/content/images: an image for a banner, an ad, a testimonial or an item's cover, stored as WebP. */
export const useUploadContentImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/admin/content/images', UploadedContentImage, { body });
    },
  });

export type VideoUpload = { file: File; onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

/** POST admin/articles/files/videos: an MP4 or WebM file for an item of kind videos, with the bytes sent as it goes. */
export const uploadArticleVideo = async ({ file, onProgress, signal }: VideoUpload) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await uploadWithProgress({ path: '/admin/articles/files/videos', form, onProgress, signal });
  const video = UploadedArticleVideo.safeParse(data);
  if (!video.success) throw new ApiError(200, 'The server sent an answer this page does not understand.');
  return video.data;
};
