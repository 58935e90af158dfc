// The journeys' test videos, made with ffmpeg: when it cannot start, the journey fails with the
// command that installs it (npm test installs it itself as root or with sudo).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingTool } from '../scripts/apt-tools.mjs';

/** The file ffmpeg writes from `args` (the output path last, added here), as bytes. */
export function makeClip(name: string, args: string[]): Buffer {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-'));
  const file = path.join(dir, name);
  try {
    execFileSync(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args, file]);
    return fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES') throw new Error(missingTool('ffmpeg', `${ffmpeg}: ${code}`));
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
