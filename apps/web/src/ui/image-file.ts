import { uploadImageTypes } from '@ventura/shared';

/** What the file picker offers: the image types the server takes (it checks the bytes again). */
export const imageAccept = uploadImageTypes.join(',');

/** A size as people read it: 524288 is '512 KB', 1572864 is '1.5 MB'. */
export const sizeText = (bytes: number) => {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

/** The line beside an image that says what may be uploaded. */
export const imageRulesText = (maxBytes: number) => `PNG, JPEG, WebP or GIF, up to ${sizeText(maxBytes)}.`;

/**
 * Why a chosen file cannot be this image (a logo, a photo), before it is sent: not one of the image
 * types, or larger than the tenant's upload limit. Null when it may go.
 */
export const imageProblem = (file: Pick<File, 'type' | 'size'>, maxBytes: number, noun = 'logo') => {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > maxBytes)
    return `The ${noun} must be at most ${sizeText(maxBytes)}; this file is ${sizeText(file.size)}.`;
  return null;
};
