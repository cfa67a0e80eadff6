import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../errors.ts';
import { type Media, MediaError, MediaUnavailable, withWorkFolder } from './ffmpeg.ts';

/*
 * An uploaded video, checked before it is kept: its type told from its bytes (never its name), then read
 * by ffprobe, which must find a picture and a length in it.
 */

/** The stored extension and content type of a video of one of the `accepted` types (by MIME type), else 400. */
export const videoTypeOf = async (bytes: Buffer, accepted: Record<string, string>, refusal: string) => {
  if (bytes.length === 0) throw badRequest(refusal, ['file: The file is empty']);
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? accepted[type.mime] : undefined;
  if (!type || !extension) {
    throw badRequest(refusal, [
      `file: ${type ? `This is a file of type ${type.ext.toUpperCase()}, not a video` : 'This file is not a video'}`,
    ]);
  }
  return { extension, contentType: type.mime };
};

/** What ffprobe finds in the video: 400 when it is not one, 503 when ffprobe cannot run here. */
export const probeVideo = async (media: Media, bytes: Buffer, extension: string, refusal: string) => {
  const probe = await withWorkFolder(async (folder) => {
    const file = path.join(folder, `upload.${extension}`);
    await fs.promises.writeFile(file, bytes);
    try {
      return await media.probe(file);
    } catch (error) {
      if (error instanceof MediaUnavailable) {
        throw new HttpError(503, 'Videos cannot be processed on this server right now', [error.message]);
      }
      if (error instanceof MediaError) {
        throw badRequest(refusal, [`file: The video could not be read (${error.message})`]);
      }
      throw error;
    }
  });
  if (!probe.video) throw badRequest(refusal, ['file: The file holds no picture']);
  if (probe.seconds === null) throw badRequest(refusal, ['file: The length of the video could not be read']);
  return { ...probe, seconds: probe.seconds };
};
