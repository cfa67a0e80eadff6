import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for requests in the Authorization header, as S3 and S3-compatible stores
 * (MinIO, R2, Ceph...) check it: enough for PUT, GET and DELETE of one object. Tested against the
 * examples of AWS's S3 documentation (sigv4.test.ts).
 */

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const emptyPayloadHash = sha256Hex('');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3's canonical path: each segment encoded once (S3 does not normalise or double-encode). */
export const encodePath = (pathname: string) => pathname.split('/').map(encode).join('/');

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

export type SignInput = {
  method: string;
  /** The request's URL; its path must already be encoded as sent (see encodePath). */
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (content-type, range...). */
  headers?: Record<string, string>;
  /** The hex SHA-256 of the body, or emptyPayloadHash. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
};

/** The amz date of a moment: 20130524T000000Z. */
const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The headers that sign the request: the given ones with x-amz-date, x-amz-content-sha256 and
 * authorization added. Host is signed as the URL names it; fetch sends the same.
 */
export const signV4 = (input: SignInput): Record<string, string> => {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    'x-amz-date': stamp,
    'x-amz-content-sha256': input.payloadHash,
  };
  const signed: Record<string, string> = { ...headers, host: input.url.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(signed[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
};
