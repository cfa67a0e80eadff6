// The pitch step of `npm run bench` (BENCH_ONLY=pitch runs it alone): a founder's 5-topic, 5-minute pitch
// through the real server (embedded demo, its own data folder) and its jobs. Five clips of a minute each,
// made here the way a browser records them (WebM, VP8 and Opus, 1280x720 at 30 fps, about 2.5 Mbit/s), are
// uploaded one after the other; each is checked and transcoded by the transcode job. Then the compile is
// requested and timed until the pitch is ready. Measured: the seconds from each upload to its clip being
// ready, from the compile request to the pitch being ready, and the peak memory of the server process and
// of the largest ffmpeg it ran (the kernel's high-water marks, sampled every 100 ms).
//
//   BENCH_PITCH_TOPICS=5 BENCH_PITCH_SECONDS=60 node --import tsx bench/pitch.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { base, host, sleep, startServer, stop, waitForHealth } from './server.ts';

const topicCount = Number(process.env.BENCH_PITCH_TOPICS ?? 5);
const clipSeconds = Number(process.env.BENCH_PITCH_SECONDS ?? 60);

const call = async (method: string, url: string, token?: string, body?: unknown) => {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : ((await res.json()) as { data: unknown }).data;
};

const signIn = async (email: string) => {
  await call('POST', '/public/auth/mobile/login', undefined, { email });
  const outbox = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { host } });
  const code = z.object({ data: z.array(z.object({ code: z.string() })) }).parse(await outbox.json()).data[0]?.code;
  const verified = await call('POST', '/public/auth/mobile/login/verify', undefined, { email, code });
  return z.object({ accessToken: z.string() }).parse(verified).accessToken;
};

/** A memory figure of a process from /proc (VmHWM: its peak so far; VmRSS: now), in KB (0 when it is gone). */
const memoryOf = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/**
 * Samples the server's resident memory (its seeding at start-up peaks higher than anything after, so its
 * high-water mark says nothing of the pitch) and every ffmpeg's peak, until stopped.
 */
const watchMemory = (serverPid: number) => {
  const before = memoryOf(serverPid, 'VmRSS');
  let server = before;
  let ffmpeg = 0;
  const timer = setInterval(() => {
    server = Math.max(server, memoryOf(serverPid, 'VmRSS'));
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'ffmpeg')
          ffmpeg = Math.max(ffmpeg, memoryOf(Number(entry), 'VmHWM'));
      } catch {
        // Ended between the listing and the read.
      }
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return {
      beforeMb: Math.round(before / 1024),
      serverMb: Math.round(server / 1024),
      ffmpegMb: Math.round(ffmpeg / 1024),
    };
  };
};

const Deck = z.object({
  startupUuid: z.string(),
  formattedResults: z.record(
    z.string(),
    z.object({
      clips: z.array(z.object({ status: z.string().nullable() })),
      compile: z.object({ status: z.string(), failure: z.string().nullable(), seconds: z.number().nullable() }),
    }),
  ),
  categoryTopics: z.array(
    z.object({ id: z.number(), kind: z.string(), topics: z.array(z.object({ id: z.number(), title: z.string() })) }),
  ),
});

const until = async (read: () => Promise<boolean>) => {
  while (!(await read())) await sleep(250);
};

export const runPitchBench = async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-pitch-'));
  const server = startServer({ DATA_DIR: path.join(folder, 'data'), NODE_ENV: 'development' });
  try {
    await waitForHealth(server);
    const operator = await signIn('admin@ventura.demo');
    const founder = await signIn('aarav@greenleaf.demo');
    // The sales pitch, cut to the bench's topics of a minute each (up to 1:30 allowed).
    let deck = Deck.parse(await call('GET', '/pitch-deck', founder));
    const sales = deck.categoryTopics.find((category) => category.kind === 'sales-pitch');
    if (!sales || sales.topics.length < topicCount) throw new Error('The demo sales pitch has too few topics');
    for (const topic of sales.topics.slice(topicCount))
      await call('DELETE', `/pitch-deck/topics/${topic.id}`, operator);
    for (const topic of sales.topics.slice(0, topicCount)) {
      await call('PATCH', `/pitch-deck/topics/${topic.id}`, operator, {
        title: topic.title,
        prompt: null,
        seconds: clipSeconds,
      });
    }

    const clip = path.join(folder, 'clip.webm');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${clipSeconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=300:duration=${clipSeconds}`],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '2500k', '-c:a', 'libopus', clip],
    ]);
    const bytes = fs.readFileSync(clip);
    const memory = watchMemory(server.pid ?? 0);
    const uploads: number[] = [];
    for (const [index, topic] of sales.topics.slice(0, topicCount).entries()) {
      const started = performance.now();
      const form = new FormData();
      form.append('videoTime', String(clipSeconds));
      form.append('file', new Blob([bytes], { type: 'video/webm' }), 'take.webm');
      const res = await fetch(`${base}/api/v1/pitch-deck/upload/${deck.startupUuid}/${sales.id}/${topic.id}`, {
        method: 'POST',
        headers: { host, authorization: `Bearer ${founder}` },
        body: form,
      });
      if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
      await until(async () => {
        deck = Deck.parse(await call('GET', '/pitch-deck', founder));
        return deck.formattedResults['sales-pitch']?.clips[index]?.status === 'ready';
      });
      uploads.push((performance.now() - started) / 1000);
    }
    const started = performance.now();
    await call('POST', `/pitch-deck/compile/request/${deck.startupUuid}/sales-pitch`, founder);
    await until(async () => {
      deck = Deck.parse(await call('GET', '/pitch-deck', founder));
      const status = deck.formattedResults['sales-pitch']?.compile.status;
      if (status === 'failed')
        throw new Error(`compile failed: ${deck.formattedResults['sales-pitch']?.compile.failure}`);
      return status === 'ready';
    });
    const compileSeconds = (performance.now() - started) / 1000;
    const peak = memory();
    const compiled = deck.formattedResults['sales-pitch']?.compile;
    console.log(
      `\n### Pitch: ${topicCount} topics of ${clipSeconds} s (${(bytes.length / 1e6).toFixed(1)} MB WebM each)\n`,
    );
    console.log('| step | seconds |');
    console.log('|---|---|');
    for (const [index, seconds] of uploads.entries())
      console.log(`| clip ${index + 1}: upload, check and transcode | ${seconds.toFixed(1)} |`);
    console.log(
      `| compile: ${topicCount + 1} title cards, join, poster (pitch of ${compiled?.seconds} s) | ${compileSeconds.toFixed(1)} |`,
    );
    console.log(
      `\nMemory: the server process ${peak.beforeMb} MB resident before the uploads, ${peak.serverMb} MB at most during them and the compile; the largest ffmpeg ${peak.ffmpegMb} MB at its peak.`,
    );
  } finally {
    await stop(server);
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runPitchBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
