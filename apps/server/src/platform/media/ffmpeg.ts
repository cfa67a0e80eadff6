import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Video work through ffmpeg and ffprobe (Debian's ffmpeg package; FFMPEG_PATH and FFPROBE_PATH name
 * others). Every clip is brought to one format, so that a compile joins clips and title cards by copying
 * their streams instead of encoding the whole pitch again:
 *   1280x720, 30 fps, H.264 (high profile, yuv420p) and AAC (48 kHz stereo), in MP4 with the index first.
 * Nothing here reads a request: paths are the server's own temporary files.
 */

export type MediaTools = { ffmpeg: string; ffprobe: string };

/** A failure of ffmpeg or ffprobe, with the lines it printed last: the reason a person is shown. */
export class MediaError extends Error {}
/** ffmpeg or ffprobe is not installed: the server's fault, not the file's. */
export class MediaUnavailable extends MediaError {}

export const outputFormat = { width: 1280, height: 720, fps: 30, sampleRate: 48_000 } as const;

const encodeArgs = [
  ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
  ['-c:a', 'aac', '-b:a', '128k', '-ar', String(outputFormat.sampleRate), '-ac', '2'],
  // One time base for every piece, so that the concat demuxer's copies line up.
  ['-video_track_timescale', '15360', '-movflags', '+faststart'],
].flat();

/** What ffprobe says of a file: its container, length (null when the container does not say) and streams. */
export type Probe = {
  formatName: string;
  seconds: number | null;
  video: { codec: string; width: number; height: number } | null;
  audio: boolean;
};

type Run = { stdout: string; stderr: string; peakRssKb: number };

/** The last lines a tool printed, without ffmpeg's banner noise: what a failure reason shows. */
const tail = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' ')
    .slice(0, 400);

/**
 * Runs a tool to its end, refusing when it exits with an error or runs past `timeoutMs`. The peak memory
 * is sampled from /proc while it runs (for the benchmark), where there is one.
 */
const run = (command: string, args: string[], timeoutMs: number): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakRssKb = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    const sample = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const rss = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
        peakRssKb = Math.max(peakRssKb, rss);
      } catch {
        // Not Linux, or the process has just ended.
      }
    }, 100);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(sample);
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new MediaUnavailable(`${path.basename(command)} is not installed on the server`)
          : new MediaError(error.message),
      );
    });
    child.on('close', (code, signal) => {
      clearInterval(sample);
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr, peakRssKb });
      else if (signal === 'SIGKILL') reject(new MediaError(`${path.basename(command)} took too long and was stopped`));
      else reject(new MediaError(tail(stderr) || `${path.basename(command)} failed (exit ${code})`));
    });
  });

/** A temporary folder for one piece of work, removed (with everything in it) when `work` ends. */
export const withWorkFolder = async <T>(work: (folder: string) => Promise<T>): Promise<T> => {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'ventura-media-'));
  try {
    return await work(folder);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
};

type StreamInfo = { codec_type?: string; codec_name?: string; width?: number; height?: number };

export const createMedia = (tools: MediaTools) => {
  /** The peak memory of the largest ffmpeg run so far, in KB (for the benchmark). */
  let peakRssKb = 0;
  const ffmpeg = async (args: string[], timeoutMs: number) => {
    const result = await run(tools.ffmpeg, ['-hide_banner', '-nostdin', '-y', ...args], timeoutMs);
    peakRssKb = Math.max(peakRssKb, result.peakRssKb);
    return result;
  };

  /**
   * The length of a file whose container does not say it (a browser's WebM recording): its streams
   * copied to nowhere, reading every packet but decoding none, and the last time reached.
   */
  const measure = async (file: string) => {
    const { stdout } = await ffmpeg(
      ['-v', 'error', '-i', file, '-map', '0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
      60_000,
    );
    const times = [...stdout.matchAll(/out_time_us=(\d+)/g)].map((match) => Number(match[1]));
    const last = times.at(-1);
    return last === undefined ? null : last / 1e6;
  };

  return {
    get peakRssKb() {
      return peakRssKb;
    },

    /** Reads a file's container and streams; refuses (MediaError) what ffprobe cannot read as media. */
    async probe(file: string): Promise<Probe> {
      const { stdout } = await run(
        tools.ffprobe,
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
        30_000,
      );
      const info = JSON.parse(stdout) as {
        format?: { format_name?: string; duration?: string };
        streams?: StreamInfo[];
      };
      const streams = info.streams ?? [];
      const video = streams.find((stream) => stream.codec_type === 'video');
      const stated = Number(info.format?.duration);
      const seconds = Number.isFinite(stated) && stated > 0 ? stated : await measure(file);
      return {
        formatName: info.format?.format_name ?? '',
        seconds,
        video: video ? { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0 } : null,
        audio: streams.some((stream) => stream.codec_type === 'audio'),
      };
    },

    /**
     * Brings a clip to the output format: fitted inside 1280x720 (a phone's portrait clip is pillarboxed),
     * 30 fps, with its sound, or silence when it has none.
     */
    async transcode(source: string, target: string, options: { audio: boolean }) {
      const { width, height, fps, sampleRate } = outputFormat;
      const video = `[0:v:0]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${fps},format=yuv420p[v]`;
      const args = options.audio
        ? ['-i', source, '-filter_complex', video, '-map', '[v]', '-map', '0:a:0']
        : [
            ['-i', source, '-f', 'lavfi', '-i', `anullsrc=r=${sampleRate}:cl=stereo`],
            ['-filter_complex', video, '-map', '[v]', '-map', '1:a', '-shortest'],
          ].flat();
      await ffmpeg(['-v', 'error', ...args, ...encodeArgs, target], 10 * 60_000);
    },

    /**
     * A title card of `seconds`: the lines centred on the background colour, in silence. Text goes through
     * a file, so that nothing a person typed is read as filter syntax.
     */
    async titleCard(target: string, input: { lines: [string, string?]; seconds: number; background: string }) {
      const { width, height, fps, sampleRate } = outputFormat;
      const folder = path.dirname(target);
      const base = path.basename(target, '.mp4');
      const draws: string[] = [];
      for (const [index, line] of input.lines.entries()) {
        if (!line) continue;
        const textFile = path.join(folder, `${base}-${index}.txt`);
        await fs.promises.writeFile(textFile, line.replace(/[\p{Cc}]/gu, ' ').slice(0, 120));
        // The name shrinks to fit the card: about half a font size per character.
        const size = index === 0 ? Math.max(28, Math.min(64, Math.floor(2200 / Math.max(line.length, 1)))) : 40;
        const y = index === 0 ? '(h-text_h)/2-40' : '(h-text_h)/2+50';
        draws.push(
          `drawtext=font=Sans:expansion=none:textfile=${textFile}:fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=${y}`,
        );
      }
      const background = /^#[0-9a-f]{6}$/i.test(input.background) ? `0x${input.background.slice(1)}` : '0x1f2937';
      await ffmpeg(
        [
          [
            '-v',
            'error',
            '-f',
            'lavfi',
            '-i',
            `color=c=${background}:s=${width}x${height}:r=${fps}:d=${input.seconds}`,
          ],
          ['-f', 'lavfi', '-i', `anullsrc=r=${sampleRate}:cl=stereo`],
          [
            '-vf',
            draws.length > 0 ? draws.join(',') : 'null',
            '-map',
            '0:v',
            '-map',
            '1:a',
            '-t',
            String(input.seconds),
          ],
          encodeArgs,
          [target],
        ].flat(),
        60_000,
      );
    },

    /** Joins pieces of the output format, in order, by copying their streams; the index goes first. */
    async concat(pieces: readonly string[], target: string) {
      const list = `${target}.txt`;
      await fs.promises.writeFile(list, pieces.map((piece) => `file '${piece.replaceAll("'", "'\\''")}'`).join('\n'));
      await ffmpeg(
        ['-v', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', target],
        10 * 60_000,
      );
    },

    /** A JPEG of the frame at `atSeconds`: the poster a player shows before it plays. */
    async poster(source: string, target: string, atSeconds: number) {
      await ffmpeg(
        ['-v', 'error', '-ss', String(atSeconds), '-i', source, '-frames:v', '1', '-q:v', '4', target],
        60_000,
      );
    },

    /** Whether ffmpeg runs here: a deployment without it cannot transcode or compile (health says so). */
    async available() {
      try {
        await run(tools.ffmpeg, ['-hide_banner', '-version'], 10_000);
        return true;
      } catch {
        return false;
      }
    },
  };
};

export type Media = ReturnType<typeof createMedia>;

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}
