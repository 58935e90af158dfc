import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createJobQueue } from './job-queue';

/** The containers a video upload may come in (judged by content before this runs). */
export type VideoContainer = 'mp4' | 'mov' | 'avi';

export interface VideoOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** The most one video may take, from leaving the queue to its poster (all ffmpeg runs together). */
  timeoutMs: number;
  /** ffmpeg processes at once (1–2: each one uses the CPU fully). */
  concurrency: number;
  /** Videos that may wait for a turn; more are refused as busy. */
  maxWaiting: number;
  /** Where the per-video temp folders go (the system's temp folder by default). */
  tmpDir?: string;
}

export interface ProcessedVideo {
  /** MP4 (H.264/AAC), no global, stream or chapter metadata, moov first (+faststart). */
  data: Buffer;
  /** Display size (rotation applied). */
  width: number;
  height: number;
  /** A WebP frame at most 640 px wide, shown before the video plays. */
  poster: { width: number; height: number; data: Buffer };
  /** A 16 px WebP data URL, as photos have. */
  placeholder: string;
  /** Whether the streams were copied (already H.264/AAC) rather than transcoded. */
  remuxed: boolean;
}

export type VideoResult =
  | { ok: true; video: ProcessedVideo }
  | { ok: false; reason: 'invalid' | 'timeout' | 'busy' | 'off' };

export interface VideoProcessor {
  /** False when no ffmpeg could run at start-up: every video is then refused ('off'), photos still work. */
  readonly enabled: boolean;
  process(data: Buffer, container: VideoContainer): Promise<VideoResult>;
}

/** The processor of a server without ffmpeg: it refuses every video. */
export const VIDEOS_OFF: VideoProcessor = {
  enabled: false,
  process: async () => ({ ok: false, reason: 'off' }),
};

/** Larger sides are refused before decoding (a video "decompression bomb"); output is at most 1920. */
const MAX_INPUT_SIDE = 8192;
const MAX_OUTPUT_SIDE = 1920;
/** Never enlarged; the longer side at most MAX_OUTPUT_SIDE; even sides (H.264 4:2:0). */
const FIT = `scale=w='min(iw\\,${MAX_OUTPUT_SIDE})':h='min(ih\\,${MAX_OUTPUT_SIDE})':force_original_aspect_ratio=decrease:force_divisible_by=2`;
const DEMUXER: Record<VideoContainer, string> = { mp4: 'mov', mov: 'mov', avi: 'avi' };

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

/** Runs a program with an argument array (no shell), killing it at the deadline. */
function run(command: string, args: string[], deadline: number, maxStdout = 64 * 1024 * 1024) {
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        child.kill('SIGKILL');
      },
      Math.max(0, deadline - Date.now()),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxStdout) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`${command} could not run (${err.message}); set FFMPEG_PATH`), {
          cause: err,
        }),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr, timedOut });
    });
  });
}

interface Probe {
  streams?: { codec_type?: string; codec_name?: string; pix_fmt?: string; width?: number; height?: number }[];
  format?: { duration?: string };
}

class Timeout extends Error {}

/**
 * Videos through Debian's ffmpeg: an MP4 already H.264/AAC is re-muxed (streams copied), anything
 * else is transcoded to H.264/AAC; either way only the first video and audio streams are kept and
 * every metadata atom (GPS ©xyz, dates, device names, chapters) is dropped. Works on temp files
 * that are always removed; at most `concurrency` videos at once, each within `timeoutMs`.
 */
export function createVideoProcessor(options: VideoOptions): VideoProcessor {
  const enqueue = createJobQueue(options.concurrency, options.maxWaiting);

  const step = async (command: string, args: string[], deadline: number, maxStdout?: number) => {
    const result = await run(command, args, deadline, maxStdout);
    if (result.timedOut) throw new Timeout();
    return result;
  };

  const prepare = async (dir: string, data: Buffer, container: VideoContainer): Promise<VideoResult> => {
    const deadline = Date.now() + options.timeoutMs;
    const input = path.join(dir, 'input');
    const output = path.join(dir, 'output.mp4');
    await fs.promises.writeFile(input, data);
    // Only local files, and the demuxer of the sniffed container (never a playlist or a guess).
    const source = ['-protocol_whitelist', 'file', '-f', DEMUXER[container]];
    const probed = await step(
      options.ffprobePath,
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,codec_name,pix_fmt,width,height:format=duration',
      ].concat(['-of', 'json', ...source, input]),
      deadline,
    );
    if (probed.code !== 0) return { ok: false, reason: 'invalid' };
    const probe = JSON.parse(probed.stdout.toString() || '{}') as Probe;
    const video = probe.streams?.find((s) => s.codec_type === 'video');
    const audio = probe.streams?.find((s) => s.codec_type === 'audio');
    if (!video?.width || !video.height) return { ok: false, reason: 'invalid' };
    if (video.width > MAX_INPUT_SIDE || video.height > MAX_INPUT_SIDE)
      return { ok: false, reason: 'invalid' };
    const copy =
      container !== 'avi' &&
      video.codec_name === 'h264' &&
      (video.pix_fmt === 'yuv420p' || video.pix_fmt === 'yuvj420p') &&
      Math.max(video.width, video.height) <= MAX_OUTPUT_SIDE &&
      (!audio || audio.codec_name === 'aac');
    const codecArgs = copy
      ? ['-c', 'copy']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p']
          .concat(['-vf', FIT])
          .concat(['-c:a', 'aac', '-b:a', '128k', '-threads', '2']);
    // Any metadata mapping disables the default copy of that kind: global, per stream, chapters.
    const stripArgs = ['-map_metadata', '-1', '-map_metadata:s:v', '-1', '-map_metadata:s:a', '-1'];
    const muxed = await step(
      options.ffmpegPath,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...source, '-i', input]
        .concat(['-map', '0:v:0', '-map', '0:a:0?', ...stripArgs, '-map_chapters', '-1', '-dn', '-sn'])
        .concat(codecArgs)
        .concat(['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'])
        .concat(['-movflags', '+faststart', '-f', 'mp4', output]),
      deadline,
    );
    if (muxed.code !== 0) return { ok: false, reason: 'invalid' };
    const duration = Number(probe.format?.duration) || 0;
    const frame = await grabFrame(output, Math.min(1, duration / 3), deadline);
    if (!frame) return { ok: false, reason: 'invalid' };
    return { ok: true, video: { data: await fs.promises.readFile(output), remuxed: copy, ...frame } };
  };

  /** A PNG frame at `at` seconds (the first frame when that fails), as a poster and placeholder. */
  const grabFrame = async (file: string, at: number, deadline: number) => {
    for (const seek of at > 0 ? [at, 0] : [0]) {
      const args = [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-ss',
        seek.toFixed(3),
        '-i',
        file,
      ].concat(['-frames:v', '1', '-map_metadata', '-1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
      const grabbed = await step(options.ffmpegPath, args, deadline);
      if (grabbed.code !== 0 || grabbed.stdout.length === 0) continue;
      const image = sharp(grabbed.stdout, { failOn: 'error' });
      const { width, height } = await image.metadata();
      if (!width || !height) continue;
      const poster = await image
        .clone()
        .resize({ width: 640, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true });
      const tiny = await image.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
      return {
        width,
        height,
        poster: { width: poster.info.width, height: poster.info.height, data: poster.data },
        placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      };
    }
    return null;
  };

  return {
    enabled: true,
    async process(data, container) {
      const result = await enqueue(async (): Promise<VideoResult> => {
        const dir = await fs.promises.mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), 'campus-video-'));
        try {
          return await prepare(dir, data, container);
        } catch (err) {
          if (err instanceof Timeout) return { ok: false, reason: 'timeout' };
          throw err;
        } finally {
          await fs.promises.rm(dir, { recursive: true, force: true });
        }
      });
      return result === 'busy' ? { ok: false, reason: 'busy' } : result;
    },
  };
}

/** The ffprobe beside an ffmpeg path (`/usr/bin/ffmpeg` → `/usr/bin/ffprobe`; `ffmpeg` → `ffprobe`). */
export function ffprobeBeside(ffmpegPath: string): string {
  const dir = path.dirname(ffmpegPath);
  const name = path.basename(ffmpegPath).replace(/ffmpeg/i, 'ffprobe');
  return dir === '.' && !ffmpegPath.startsWith('.') ? name : path.join(dir, name);
}

/**
 * Whether ffmpeg and the ffprobe beside it both run: checked once a process for each path, as at
 * start-up. Both starts cost about 0.3 s of CPU; a process that builds the app many times (a test
 * worker, a file each) asked them every time.
 */
const ffmpegChecks = new Map<string, Promise<boolean>>();

export function ffmpegRuns(ffmpegPath: string): Promise<boolean> {
  let check = ffmpegChecks.get(ffmpegPath);
  if (check === undefined) {
    check = (async () => {
      for (const tool of [ffmpegPath, ffprobeBeside(ffmpegPath)]) {
        const ok = await run(tool, ['-version'], Date.now() + 10_000, 1024 * 1024)
          .then((r) => r.code === 0)
          .catch(() => false);
        if (!ok) return false;
      }
      return true;
    })();
    ffmpegChecks.set(ffmpegPath, check);
  }
  return check;
}

/** The one line a server without ffmpeg logs at start-up: videos are off, and how to turn them on. */
export function videosOffNotice(ffmpegPath: string): string {
  return (
    `Videos are off: ${ffmpegPath} (or the ffprobe beside it) could not run; photos work. ` +
    "To turn videos on, install Debian's ffmpeg (apt-get install -y ffmpeg) or set FFMPEG_PATH to an ffmpeg with ffprobe beside it, then restart."
  );
}

/**
 * The app's video processor from its settings (FFMPEG_PATH, VIDEO_TIMEOUT_MS, VIDEO_CONCURRENCY), or
 * VIDEOS_OFF when that ffmpeg cannot run: a bare machine still starts and takes photos.
 */
export async function videoProcessorFromConfig(config: {
  FFMPEG_PATH: string;
  VIDEO_TIMEOUT_MS: number;
  VIDEO_CONCURRENCY: number;
}): Promise<VideoProcessor> {
  if (!(await ffmpegRuns(config.FFMPEG_PATH))) return VIDEOS_OFF;
  return createVideoProcessor({
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: ffprobeBeside(config.FFMPEG_PATH),
    timeoutMs: config.VIDEO_TIMEOUT_MS,
    concurrency: config.VIDEO_CONCURRENCY,
    // Each waiting video holds its upload (up to 200 MB) in memory: few may wait.
    maxWaiting: 4,
  });
}
