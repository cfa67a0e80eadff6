import { uploadImageTypes } from '@ventura/shared';
import { fileSizeText } from './file-size.ts';

/** What the file picker offers: the image types the server takes (it checks the bytes again). */
export const imageAccept = uploadImageTypes.join(',');

/** The line beside an image that says what may be uploaded. */
export const imageRulesText = (maxBytes: number) => `PNG, JPEG, WebP or GIF, up to ${fileSizeText(maxBytes)}.`;

/**
 * Why a chosen file cannot be this image (a logo, a photo), before it is sent: not one of the image
 * types, or larger than the tenant's upload limit. Null when it may go.
 */
export const imageProblem = (file: Pick<File, 'type' | 'size'>, maxBytes: number, noun = 'logo') => {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > maxBytes)
    return `The ${noun} must be at most ${fileSizeText(maxBytes)}; this file is ${fileSizeText(file.size, 'up')}.`;
  return null;
};
