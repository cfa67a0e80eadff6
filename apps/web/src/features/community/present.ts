import {
  documentKindInfo,
  limits,
  type PostAuthor,
  type PostFile,
  type PostFileType,
  type ReactionCounts,
  type ReactionType,
  reactionTypes,
  type TenantDetails,
  uploadImageTypes,
} from '@ventura/shared';
import { fileSizeText } from '../../ui/file-size.ts';

/** Whether the tenant has the wall (its community_feed flag). */
export const communityOn = (tenant: Pick<TenantDetails, 'features'>) => tenant.features.community_feed;

/** Who someone is, under their name: account type and organisation. */
export const authorLine = (author: Pick<PostAuthor, 'accountTypeLabel' | 'organizationName'>) =>
  [author.accountTypeLabel, author.organizationName].filter(Boolean).join(' · ');

/** '1 comment', '3 comments', '2 replies'. */
export const countText = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;

/** The reactions an item has most of (at most three, the most first; a tie in the picker's order). */
export const topReactions = (reactions: ReactionCounts, most = 3): ReactionType[] =>
  reactionTypes
    .filter((type) => reactions[type] > 0)
    .sort((a, b) => reactions[b] - reactions[a])
    .slice(0, most);

/** A post's address to share: absolute, on this site. */
export const shareUrl = (path: string, origin = window.location.origin) => new URL(path, origin).href;

/** A file's line under its name: its kind and size ('PDF · 2.1 MB'). */
export const fileDetail = (file: Pick<PostFile, 'kind' | 'size'>) =>
  `${file.kind === 'webp' ? 'Image' : documentKindInfo[file.kind].label} · ${fileSizeText(file.size)}`;

/** The documents a post takes, by name (the server checks the bytes). */
const documentName = /\.(pdf|docx?|xlsx|pptx)$/i;

/** What each picker offers. */
export const fileAccept: Record<PostFileType, string> = {
  image: uploadImageTypes.join(','),
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    '.pdf,.doc,.docx,.xlsx,.pptx',
  ].join(','),
};

const isImage = (file: Pick<File, 'type'>) => uploadImageTypes.some((type) => type === file.type);

/** Why a chosen file cannot go on a post as this type, or null: its kind, an empty file, or its size. */
export const postFileProblem = (file: Pick<File, 'name' | 'size' | 'type'>, type: PostFileType) => {
  if (type === 'image' && !isImage(file)) return `${file.name} is not a PNG, JPEG, WebP or GIF image.`;
  if (type === 'document' && !documentName.test(file.name)) {
    return `${file.name} is not a PDF, Word, Excel or PowerPoint file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > limits.documentSizeBytes) {
    return `${file.name} is ${fileSizeText(file.size, 'up')}; a file can be at most ${fileSizeText(limits.documentSizeBytes)}.`;
  }
  return null;
};

/** The text of a post's file limit. */
export const tooManyFilesText = `A post can carry at most ${limits.postFiles} files.`;
