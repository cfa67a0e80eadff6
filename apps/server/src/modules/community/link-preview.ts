import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { type LinkPreview, limits } from '@ventura/shared';
import { isPublicAddress } from '../../platform/http/public-address.ts';

/**
 * Reads a linked page's title, description and image for a post's preview. The server fetches what any
 * member writes, so it guards itself (docs/security.md, "Link previews"):
 * - http and https on their usual ports only, and only public addresses, in whatever spelling the link
 *   uses (platform/http/public-address.ts);
 * - a name is resolved once per hop, every address it resolves to must be public, and the connection is
 *   made to the address that was checked (the socket never resolves the name again, so a second answer
 *   cannot swap in a private address);
 * - at most three redirects, each checked the same way;
 * - one deadline for the whole read (every hop, headers and body), half a megabyte, HTML only.
 * Anything else answers null: a post without a preview.
 */

/** How the fetch reaches the network: resolving a name, and opening a connection to a checked address. */
export type Network = {
  resolve: (hostname: string) => Promise<string[]>;
  dial: (address: string, port: number, url: URL) => Duplex;
};

/** The real network. Tests replace its functions to point a "public" address at a local page server. */
export const network: Network = {
  resolve: async (hostname) =>
    (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  dial: (address, port, url) => {
    if (url.protocol !== 'https:') return net.connect({ host: address, port });
    // The certificate is checked against the link's name (SNI), while the socket goes to the checked address.
    const name = bareHost(url);
    return tls.connect({ host: address, port, ...(net.isIP(name) ? {} : { servername: name }) });
  },
};

export type FetchOptions = { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number };

type Fetched = { url: URL; bytes: Buffer };
type Want = {
  types: RegExp;
  maxBytes: number;
  accept: string;
  /** Stop once the page's head is in. */
  headOnly: boolean;
};

const maxRedirects = 3;

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Settles with null once `signal` aborts, whatever `promise` does. */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(null);
    const abort = () => resolve(null);
    signal.addEventListener('abort', abort, { once: true });
    promise
      .then(
        (value) => resolve(value),
        () => resolve(null),
      )
      .finally(() => signal.removeEventListener('abort', abort));
  });

/** The address to connect to for `url`: its own when it is one, else the first its name resolves to; every one public. */
const checkedAddress = async (url: URL, options: FetchOptions, signal: AbortSignal): Promise<string | null> => {
  const host = bareHost(url);
  const addresses = net.isIP(host) ? [host] : await untilAborted(network.resolve(host), signal);
  if (!addresses || addresses.length === 0) return null;
  if (!options.allowPrivate && !addresses.every(isPublicAddress)) return null;
  return addresses[0] ?? null;
};

const fetchBounded = async (
  url: URL,
  options: FetchOptions,
  want: Want,
  signal: AbortSignal,
  redirects = 0,
): Promise<Fetched | null> => {
  const address = await checkedAddress(url, options, signal);
  if (!address || signal.aborted) return null;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const answer = await new Promise<Fetched | URL | null>((resolve) => {
    let settled = false;
    const settle = (value: Fetched | URL | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      resolve(value);
    };
    const onAbort = () => settle(null);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        headers: {
          'user-agent': 'VenturaLinkPreview/1.0 (+link previews for posts)',
          accept: want.accept,
          'accept-encoding': 'identity',
        },
        createConnection: () => network.dial(address, port, url),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          const next = redirects < maxRedirects ? safeUrl(response.headers.location, url, options.allowPrivate) : null;
          return settle(next);
        }
        const type = String(response.headers['content-type'] ?? '');
        const length = Number(response.headers['content-length'] ?? 0);
        if (status !== 200 || !want.types.test(type) || (!want.headOnly && length > want.maxBytes)) {
          return settle(null);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (complete: boolean) =>
          settle(complete || want.headOnly ? { url, bytes: Buffer.concat(chunks) } : null);
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
          if (size > want.maxBytes || (want.headOnly && /<\/head>/i.test(chunk.toString('latin1')))) {
            done(size <= want.maxBytes);
          }
        });
        response.on('end', () => done(true));
        response.on('error', () => settle(null));
        response.on('close', () => settle(null));
      },
    );
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    request.on('error', () => settle(null));
  });
  if (answer instanceof URL) return fetchBounded(answer, options, want, signal, redirects + 1);
  return answer;
};

/** A link a member wrote, as a URL the server will fetch, or null. */
export const safeUrl = (input: string, base: URL | undefined, allowPrivate: boolean): URL | null => {
  let url: URL;
  try {
    // The URL parser writes every spelling of an IPv4 address (2130706433, 0x7f.1, 127.1) as a.b.c.d and
    // compresses IPv6, so the checks below see one spelling of each address.
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!allowPrivate) {
    if (url.port && url.port !== '80' && url.port !== '443') return null;
    const host = bareHost(url);
    if (net.isIP(host) && !isPublicAddress(host)) return null;
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
  const page = await fetchBounded(
    url,
    options,
    {
      types: /text\/html|application\/xhtml\+xml/i,
      maxBytes: options.maxBytes ?? limits.linkPreviewBytes,
      accept: 'text/html,application/xhtml+xml',
      headOnly: true,
    },
    AbortSignal.timeout(options.timeoutMs ?? limits.linkPreviewTimeoutMs),
  );
  return page ? parsePreview(page.bytes.toString('utf8'), page.url, options.allowPrivate) : null;
};

/** A preview's image bytes (at most 2 MB, an image by its content type), or null. */
export const fetchPreviewImage = async (imageUrl: string, options: FetchOptions) => {
  const url = safeUrl(imageUrl, undefined, options.allowPrivate);
  if (!url) return null;
  const image = await fetchBounded(
    url,
    options,
    { types: /^image\//i, maxBytes: 2 * 1024 * 1024, accept: 'image/*', headOnly: false },
    AbortSignal.timeout(options.timeoutMs ?? limits.linkPreviewTimeoutMs),
  );
  return image?.bytes ?? null;
};

/** The first web link in a post's text, if any. */
export const firstLink = (text: string) => /https?:\/\/[^\s<>"')\]]+/i.exec(text)?.[0] ?? null;
