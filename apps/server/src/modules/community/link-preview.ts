import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { type LinkPreview, limits } from '@ventura/shared';

/**
 * Reads a linked page's title, description and image for a post's preview. The server fetches what any
 * member writes, so it guards itself: http and https on their usual ports only, never an address on a
 * private, loopback or link-local network (checked on the address actually connected to, so a name that
 * resolves differently the second time does not get through), at most three redirects, a few seconds and
 * half a megabyte, HTML only. Anything else answers null: a post without a preview.
 */

const isPrivateV4 = (ip: string) => {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
};

/** Loopback, private, link-local, unique-local, multicast and unspecified addresses, in v4 and v6. */
export const isPrivateAddress = (ip: string): boolean => {
  if (net.isIPv4(ip)) return isPrivateV4(ip);
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPrivateV4(mapped[1]);
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe8') ||
    lower.startsWith('fe9') ||
    lower.startsWith('fea') ||
    lower.startsWith('feb') ||
    lower.startsWith('ff')
  );
};

type LookupCallback = (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A DNS lookup that refuses names resolving to a private address (any of them). */
const publicLookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new Error(`${hostname} is not a public address`), []);
    }
    if (options.all) return callback(null, list);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family);
  });
};

export type FetchOptions = { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number };

type Fetched = { url: URL; bytes: Buffer };
type Want = {
  types: RegExp;
  maxBytes: number;
  accept: string /** Stop once the page's head is in. */;
  headOnly: boolean;
};

const fetchBounded = (
  url: URL,
  options: FetchOptions,
  want: Want,
  deadline: number,
  redirects: number,
): Promise<Fetched | null> =>
  new Promise((resolve) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return resolve(null);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        headers: {
          'user-agent': 'VenturaLinkPreview/1.0 (+link previews for posts)',
          accept: want.accept,
          'accept-encoding': 'identity',
        },
        ...(options.allowPrivate ? {} : { lookup: publicLookup as never }),
        timeout: remaining,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= 3) return resolve(null);
          const next = safeUrl(response.headers.location, url, options.allowPrivate);
          return next ? resolve(fetchBounded(next, options, want, deadline, redirects + 1)) : resolve(null);
        }
        const type = String(response.headers['content-type'] ?? '');
        const length = Number(response.headers['content-length'] ?? 0);
        if (status !== 200 || !want.types.test(type) || (!want.headOnly && length > want.maxBytes)) {
          response.resume();
          return resolve(null);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let settled = false;
        const done = (complete: boolean) => {
          if (settled) return;
          settled = true;
          resolve(complete || want.headOnly ? { url, bytes: Buffer.concat(chunks) } : null);
        };
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
          if (size > want.maxBytes || (want.headOnly && /<\/head>/i.test(chunk.toString('latin1')))) {
            response.destroy();
            done(size <= want.maxBytes);
          }
        });
        response.on('end', () => done(true));
        response.on('error', () => done(false));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });

/** A link a member wrote, as a URL the server will fetch, or null. */
export const safeUrl = (input: string, base: URL | undefined, allowPrivate: boolean): URL | null => {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!allowPrivate) {
    if (url.port && url.port !== '80' && url.port !== '443') return null;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && isPrivateAddress(host)) return null;
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return null;
  }
  url.hash = '';
  return url;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (match, name: string) => entities[name.toLowerCase()] ?? match)
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null;
};

const clip = (text: string | null | undefined, length: number) => {
  if (!text) return null;
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
};

/** The preview a page's head describes (Open Graph, Twitter cards, then plain title and description). */
export const parsePreview = (html: string, pageUrl: URL, allowPrivate: boolean): LinkPreview | null => {
  const head = html.slice(0, limits.linkPreviewBytes);
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = (attribute(tag, 'property') ?? attribute(tag, 'name'))?.toLowerCase();
    const content = attribute(tag, 'content');
    if (key && content !== null && !meta.has(key)) meta.set(key, decode(content));
  }
  const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1];
  const title = clip(meta.get('og:title') || meta.get('twitter:title') || (titleTag && decode(titleTag)), 200);
  if (!title) return null;
  const image = meta.get('og:image') || meta.get('twitter:image');
  const imageUrl = image ? safeUrl(image, pageUrl, allowPrivate) : null;
  return {
    url: pageUrl.toString(),
    siteName: clip(meta.get('og:site_name') || pageUrl.hostname.replace(/^www\./, ''), 100),
    title,
    description: clip(meta.get('og:description') || meta.get('twitter:description') || meta.get('description'), 300),
    imageUrl: imageUrl?.toString() ?? null,
  };
};

/**
 * The preview of a link, or null when the page cannot be read within the limits or says nothing. Its
 * `imageUrl` is still the page's: the caller copies the image in (fetchPreviewImage) so that members'
 * browsers never load a third party's address.
 */
export const fetchLinkPreview = async (input: string, options: FetchOptions): Promise<LinkPreview | null> => {
  const url = safeUrl(input, undefined, options.allowPrivate);
  if (!url) return null;
  const deadline = Date.now() + (options.timeoutMs ?? limits.linkPreviewTimeoutMs);
  const page = await fetchBounded(
    url,
    options,
    {
      types: /text\/html|application\/xhtml\+xml/i,
      maxBytes: options.maxBytes ?? limits.linkPreviewBytes,
      accept: 'text/html,application/xhtml+xml',
      headOnly: true,
    },
    deadline,
    0,
  );
  return page ? parsePreview(page.bytes.toString('utf8'), page.url, options.allowPrivate) : null;
};

/** A preview's image bytes (at most 2 MB, an image by its content type), or null. */
export const fetchPreviewImage = async (imageUrl: string, options: FetchOptions) => {
  const url = safeUrl(imageUrl, undefined, options.allowPrivate);
  if (!url) return null;
  const deadline = Date.now() + (options.timeoutMs ?? limits.linkPreviewTimeoutMs);
  const image = await fetchBounded(
    url,
    options,
    { types: /^image\//i, maxBytes: 2 * 1024 * 1024, accept: 'image/*', headOnly: false },
    deadline,
    0,
  );
  return image?.bytes ?? null;
};

/** The first web link in a post's text, if any. */
export const firstLink = (text: string) => /https?:\/\/[^\s<>"')\]]+/i.exec(text)?.[0] ?? null;
