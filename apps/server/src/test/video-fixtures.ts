import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingTool } from '../../../../scripts/apt-tools.mjs';

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Runs ffmpeg (or ffprobe beside it); when it cannot start, fails with the command that installs it. */
export function runFfmpeg(args: string[], tool: 'ffmpeg' | 'ffprobe' = 'ffmpeg'): Buffer {
  const file = tool === 'ffmpeg' ? FFMPEG : FFMPEG.replace(/ffmpeg$/, 'ffprobe');
  try {
    return execFileSync(file, args);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES') throw new Error(missingTool('ffmpeg', `${file}: ${code}`));
    throw err;
  }
}

/** The QuickTime location atom (©xyz) phones write into MP4 and MOV files. */
export const XYZ_ATOM = Buffer.from([0xa9, 0x78, 0x79, 0x7a]);
export const LOCATION = '+35.2058-097.4453/';

export interface VideoFixture {
  /** mp4: H.264/AAC in an MP4 (a phone's video); mov: MPEG-4 part 2 in QuickTime; avi: MPEG-4 in AVI. */
  container: 'mp4' | 'mov' | 'avi';
  /** Writes a location (©xyz) into the file, as a phone does. */
  location?: boolean;
  size?: string;
}

/** A one-second test video made with ffmpeg (lavfi test pattern and a tone), returned as bytes. */
export function makeVideo({ container, location = false, size = '160x120' }: VideoFixture): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-fixture-'));
  const out = path.join(dir, `clip.${container}`);
  try {
    const codecs =
      container === 'mp4'
        ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
        : ['-c:v', 'mpeg4', '-c:a', container === 'avi' ? 'mp3' : 'aac'];
    // The mov muxer writes ©xyz for `location`; a brand of mp42 makes it an MP4 by content too.
    const format = container === 'avi' ? ['-f', 'avi'] : ['-f', 'mov'];
    const brand = container === 'mp4' ? ['-brand', 'mp42'] : [];
    runFfmpeg(
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y']
        .concat(['-f', 'lavfi', '-i', `testsrc=duration=1:size=${size}:rate=10`])
        .concat(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-shortest', ...codecs])
        .concat(location ? ['-metadata', `location=${LOCATION}`, '-metadata', 'make=LeakyPhone'] : [])
        .concat([...format, ...brand, out]),
    );
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What ffprobe says of a video: codec names, format and every tag, as JSON. */
export function probeVideo(data: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-probe-'));
  const file = path.join(dir, 'probe');
  try {
    fs.writeFileSync(file, data);
    const json = runFfmpeg(['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], 'ffprobe');
    return JSON.parse(json.toString()) as {
      format: { format_name: string; tags?: Record<string, string> };
      streams: { codec_type: string; codec_name: string; tags?: Record<string, string> }[];
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
