import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, with what the answer needs to describe them. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  /** Its length in bytes, when the store says (a bucket could stream it without saying). */
  size: number | null;
  /** A validator for conditional requests, quoted as HTTP wants it. */
  etag: string;
  /**
   * When a range was asked for: the bytes `body` holds (inclusive, of `size` in all), or 'unsatisfiable'
   * when the range starts past the end (body is then empty).
   */
  part?: { start: number; end: number } | 'unsatisfiable';
};

/** Part of a file, as an HTTP Range names it: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/**
 * Where uploaded files live: the local disk or an S3-compatible bucket. Keys are built by the server
 * (keys.ts) and refused by every store when they are not safe.
 */
export type Storage = {
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** Stores a file of this machine under the key, read as it goes (a video is never held in memory whole). */
  putFile: (key: string, file: string, contentType: string) => Promise<void>;
  /** The file, or null when there is none under the key; with a range, only those bytes (see StoredFile.part). */
  get: (key: string, range?: ByteRange) => Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete: (key: string) => Promise<void>;
};
