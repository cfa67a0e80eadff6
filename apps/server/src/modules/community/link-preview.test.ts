/*
 * The link-preview fetch as an attacker meets it: a member asks the server to read a link that points,
 * in some spelling, at the server's own network. The app runs as deployed (LINK_PREVIEW_PRIVATE_ADDRESSES
 * off). No test reaches the internet: the name look-up is a table, and every connection, wherever the
 * fetch meant it to go, lands on one local web server that also serves an "internal" page. A guard that
 * let an address through would show that page's title.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { isPublicAddress } from '../../platform/http/public-address.ts';
import { cast } from '../connections/test-kit.ts';
import { fetchLinkPreview, type Network, network } from './link-preview.ts';

const page = (title: string, head = '') =>
  `<!doctype html><html><head>${head}<title>${title}</title></head><body></body></html>`;

/** Every host's pages: the internal one, a public one, redirects and a page that never ends. */
const site = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://site');
  if (url.pathname === '/admin')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('Internal admin'));
  if (url.pathname === '/launch')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('Launch day'));
  if (url.pathname === '/with-image') {
    const image = '<meta property="og:image" content="http://[::ffff:a9fe:a9fe]/latest/meta-data">';
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('With an image', image));
  }
  if (url.pathname === '/to') return void res.writeHead(302, { location: url.searchParams.get('next') ?? '/' }).end();
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (hops) {
    const left = Number(hops[1]);
    return void res.writeHead(302, { location: left > 0 ? `/hops/${left - 1}` : '/launch' }).end();
  }
  if (url.pathname === '/trickle') {
    // One byte at a time, never reaching </head>: only a deadline on the whole read ends it.
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><title>Slow</title>');
    const timer = setInterval(() => res.write(' '), 100);
    const stop = setTimeout(() => res.end(), 15_000);
    res.on('close', () => {
      clearInterval(timer);
      clearTimeout(stop);
    });
    return;
  }
  res.writeHead(404).end();
});
let sitePort = 0;

/** What names resolve to, in place of DNS. */
const names: Record<string, string[]> = {
  'news.example': ['93.184.216.34'],
  'slow.example': ['93.184.216.34'],
  'mixed.example': ['93.184.216.34', '10.0.0.7'],
  'mapped.example': ['::ffff:7f00:1'],
  'intranet.example': ['192.168.1.10'],
  'nat64.example': ['64:ff9b::a9fe:a9fe'],
};
let resolve: MockInstance<Network['resolve']>;
let dial: MockInstance<Network['dial']>;

let t: TestApp;
let g: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const { api, rows } = testClient(() => t, 'localhost');
const preview = async (url: string) => {
  const response = await api('GET', `/posts/link-preview?url=${encodeURIComponent(url)}`, g.people.founder.token);
  expect(response.statusCode, url).toBe(200);
  return response.json().data as { title: string; imageUrl: string | null } | null;
};

beforeAll(async () => {
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  sitePort = (site.address() as net.AddressInfo).port;
  t = await createTestApp();
  g = await tenantGraph(t, 'localhost', { founder: cast.founder });
});
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise((done) => site.close(done));
});
beforeEach(async () => {
  vi.restoreAllMocks();
  resolve = vi.spyOn(network, 'resolve').mockImplementation(async (hostname) => {
    const found = names[hostname];
    if (!found) throw new Error(`${hostname}: not found`);
    return found;
  });
  dial = vi.spyOn(network, 'dial').mockImplementation(() => net.connect(sitePort, '127.0.0.1'));
  await rows('delete from link_previews');
  await rows('delete from throttle_counters');
});

describe('link previews read public addresses only', () => {
  it('runs as deployed: private addresses are not allowed', () => {
    expect(t.app.config.linkPreviewPrivateAddresses).toBe(false);
  });

  it('refuses every spelling of a non-public address, and connects to none of them', async () => {
    const refused = [
      'http://[::ffff:127.0.0.1]/admin', // IPv4-mapped, as the URL parser writes it: [::ffff:7f00:1]
      'http://[::ffff:7f00:1]/admin',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data', // the cloud metadata address, mapped
      'http://[::ffff:0:7f00:1]/admin', // IPv4-translated
      'http://[::127.0.0.1]/admin', // IPv4-compatible
      'http://[64:ff9b::127.0.0.1]/admin', // NAT64
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'http://[64:ff9b:1::a00:1]/admin', // NAT64, local use
      'http://[2002:7f00:1::]/admin', // 6to4
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/admin', // Teredo
      'http://2130706433/admin', // decimal
      'http://0x7f000001/admin', // hex
      'http://017700000001/admin', // octal
      'http://127.1/admin', // short
      'http://0x7f.1/admin',
      'http://0177.0.0.1/admin',
      'http://0/admin',
      'http://[::]/admin',
      'http://[::1]/admin',
      'http://[fe80::1]/admin',
      'http://[fd00::1]/admin',
      'http://[ff02::1]/admin',
      'http://[2001:db8::1]/admin',
      'http://10.1.2.3/admin',
      'http://172.20.0.1/admin',
      'http://192.168.1.1/admin',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/admin',
      'http://192.0.0.1/admin',
      'http://198.18.0.1/admin',
      'http://224.0.0.1/admin',
      'http://255.255.255.255/admin',
      'http://localhost/admin',
      'http://mapped.example/admin', // a name whose answer is a mapped loopback
      'http://mixed.example/admin', // a name with one private answer among public ones
      'http://intranet.example/admin',
      'http://nat64.example/admin',
      'http://news.example:8080/launch', // not the usual port
    ];
    for (const url of refused) expect(await preview(url), url).toBeNull();
    expect(dial).not.toHaveBeenCalled();

    // The same route and the same local server answer a public address: the refusals above are the guard's.
    expect(await preview('http://news.example/launch')).toMatchObject({ title: 'Launch day' });
    expect(await preview('http://[2606:4700::1111]/launch')).toMatchObject({ title: 'Launch day' });
    expect(await preview('http://[64:ff9b::5db8:d822]/launch')).toMatchObject({ title: 'Launch day' });
    expect(dial.mock.calls.map(([address, port]) => [address, port])).toEqual([
      ['93.184.216.34', 80],
      ['2606:4700::1111', 80],
      ['64:ff9b::5db8:d822', 80],
    ]);
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    for (const ip of ['::ffff:7f00:1', '::ffff:10.0.0.1', '::7f00:1', '::ffff:0:a9fe:a9fe', '64:ff9b::c0a8:101']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '93.184.216.34', '2606:4700::1111']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
    for (const text of ['', 'news.example', '127.1', '999.1.1.1']) expect(isPublicAddress(text), text).toBe(false);
  });

  it('checks every hop of a redirect the same way, and follows at most three', async () => {
    const via = (next: string) => `http://news.example/to?next=${encodeURIComponent(next)}`;
    for (const next of [
      'http://[::ffff:127.0.0.1]/admin',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data',
      'http://2130706433/admin',
      'http://intranet.example/admin',
      'http://mixed.example/admin',
      'http://news.example:8080/admin',
      'file:///etc/passwd',
    ]) {
      dial.mockClear();
      expect(await preview(via(next)), next).toBeNull();
      // The first hop only: the second is refused before it connects.
      expect(dial, next).toHaveBeenCalledTimes(1);
    }
    expect(await preview(via('/launch'))).toMatchObject({ title: 'Launch day' });
    expect(await preview('http://news.example/hops/2')).toMatchObject({ title: 'Launch day' });
    expect(await preview('http://news.example/hops/3')).toBeNull();
    // A page's image on a private address is neither fetched nor shown.
    dial.mockClear();
    expect(await preview('http://news.example/with-image')).toMatchObject({ title: 'With an image', imageUrl: null });
    expect(dial).toHaveBeenCalledTimes(1);
  });

  it('connects to the address it checked: a name is resolved once per hop, never again by the socket', async () => {
    let answers = 0;
    resolve.mockImplementation(async () => (answers++ === 0 ? ['93.184.216.34'] : ['127.0.0.1']));
    expect(await preview('http://rebind.example/launch')).toMatchObject({ title: 'Launch day' });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(dial.mock.calls.map(([address]) => address)).toEqual(['93.184.216.34']);

    // The other way round: a private first answer is refused, whatever a second one would say.
    answers = 0;
    resolve.mockImplementation(async () => (answers++ === 0 ? ['127.0.0.1'] : ['93.184.216.34']));
    dial.mockClear();
    expect(await preview('http://rebind-2.example/launch')).toBeNull();
    expect(dial).not.toHaveBeenCalled();
  });
});

describe('link previews end on time', () => {
  it('gives up on a page at its deadline, however slowly it keeps sending', async () => {
    const started = Date.now();
    expect(await preview('http://slow.example/trickle')).toBeNull();
    const took = Date.now() - started;
    // The documented 3 s, for the whole read, not 3 s of silence.
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(5_000);
  });

  it('counts the name look-up and every hop within the same deadline', async () => {
    resolve.mockImplementation(() => new Promise(() => {}));
    let started = Date.now();
    expect(await fetchLinkPreview('http://hanging.example/', { allowPrivate: false, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);

    vi.restoreAllMocks();
    started = Date.now();
    const url = `http://127.0.0.1:${sitePort}/to?next=${encodeURIComponent('/trickle')}`;
    expect(await fetchLinkPreview(url, { allowPrivate: true, timeoutMs: 500 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
