import { imageBoundPx, limits, uploadImageTypes } from '@ventura/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { badRequest, HttpError } from '../../platform/errors.ts';

export const notAnImageMessage = 'Only PNG, JPEG, WebP or GIF images can be uploaded';
const notAnImage = (problem: string) => badRequest(notAnImageMessage, [`file: ${problem}`]);

/**
 * Images with more pixels are refused before they are decoded: a small file can declare enormous
 * dimensions (a decompression bomb). 40 megapixels is more than any phone photo.
 */
export const maxInputPixels = 40_000_000;

/**
 * Images decoded at once in this process (avatars, logos, post and preview images, chat photos): a
 * progressive JPEG or an interlaced PNG of 40 MP holds about 120 MB of pixels while it is decoded, so
 * uploads wait their turn instead of all decoding together. With one thread each, images take one core
 * of our 2-core machines at most and requests keep the other (docs/benchmarks.md, "Image uploads": ten
 * at once finished sooner one by one than two by two).
 */
export const imagesAtOnce = 1;
/** libvips threads per image (sharp's default is one per core, whatever the machine has). */
export const imageThreads = 1;

sharp.concurrency(imageThreads);
// Every upload is a new image: the operation cache would only keep pixels of images never seen again.
sharp.cache(false);

const waiting: Array<() => void> = [];
let decoding = 0;

/**
 * Runs `work` (which decodes an image) when one of the imagesAtOnce slots is free, first come first
 * served, and frees the slot when it ends, however it ends.
 */
export const withImageSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (decoding >= imagesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (the count stays), or is given back.
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
};

/** The formats sharp must find too: the bytes' signature alone is not trusted with a decoder. */
const decodable = new Set(['png', 'jpeg', 'webp', 'gif']);
const accepted = new Set<string>(uploadImageTypes);

/** The renditions kept of every image: bounded to imageBoundPx, and the square avatar sizes. */
export const variants = ['512', '100', '70'] as const;
export type Variant = (typeof variants)[number];
export type Rendition = { variant: Variant; bytes: Buffer; width: number; height: number };

const [small, large] = limits.avatarSizes;

/**
 * An uploaded image, checked and ready to render: a 400 naming `file` for anything that is not a PNG,
 * JPEG, WebP or GIF by its bytes, that cannot be decoded, or that is too large in pixels. Only the first
 * frame of an animation is kept; EXIF orientation is applied, and rendering drops every piece of metadata
 * (camera, place, time), since re-encoding keeps none unless asked.
 */
export const openImage = async (bytes: Buffer) => {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !accepted.has(type.mime)) {
    throw notAnImage(
      type
        ? `This is a ${type.ext.toUpperCase()} file, not a PNG, JPEG, WebP or GIF image`
        : 'This file is not a PNG, JPEG, WebP or GIF image',
    );
  }
  try {
    // The header alone, to say why a huge image is refused; decoding below is held to the limit anyway.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    if (!decodable.has(format)) throw notAnImage('This file is not a PNG, JPEG, WebP or GIF image');
    if (width * height > maxInputPixels) {
      throw notAnImage(`The image is too large: at most ${maxInputPixels / 1_000_000} megapixels`);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
  // failOn stays at its strictest default ('warning'), as sharp advises for untrusted input.
  return sharp(bytes, { limitInputPixels: maxInputPixels, pages: 1 }).autoOrient();
};

const unreadable = () => notAnImage('The image could not be read: it may be damaged or incomplete');

const encodeWebp = async (image: Sharp, resize: ResizeOptions, quality = 82) => {
  try {
    const { data, info } = await image
      .clone()
      .resize(resize)
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
};

/** One WebP rendition of an opened image (a 400 when decoding fails half way), in an image slot. */
export const renderWebp = (image: Sharp, resize: ResizeOptions, quality = 82) =>
  withImageSlot(() => encodeWebp(image, resize, quality));

/**
 * The image decoded once, upright and no larger than its largest rendition needs: its shorter side
 * down to imageBoundPx (every rendition, the bounded one and the square crops, is cut from that without
 * enlarging), shrunk while it is read where the format allows (JPEG, WebP). Raw pixels, to be encoded
 * as many times as there are renditions without decoding the upload again.
 */
const decodeOnce = async (upright: Sharp) => {
  try {
    const { data, info } = await upright
      .resize({ width: imageBoundPx, height: imageBoundPx, fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch {
    throw unreadable();
  }
};

/** The WebP renditions of an uploaded image (see openImage for what is refused), decoded once, in an image slot. */
export const renderImage = (bytes: Buffer): Promise<Rendition[]> =>
  withImageSlot(async () => {
    const source = await decodeOnce(await openImage(bytes));
    const render = async (variant: Variant, resize: ResizeOptions): Promise<Rendition> => ({
      variant,
      ...(await encodeWebp(source, resize)),
    });
    return await Promise.all([
      render('512', { width: imageBoundPx, height: imageBoundPx, fit: 'inside', withoutEnlargement: true }),
      render('100', { width: large, height: large, fit: 'cover' }),
      render('70', { width: small, height: small, fit: 'cover' }),
    ]);
  });
