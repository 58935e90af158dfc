// What the tests need from Debian besides Node: ffmpeg (videos) and HAProxy (the cluster), how each
// is found, and the one command that installs them. scripts/test.mjs installs them when it may; a
// test or script that finds one missing fails with that command (never skips).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { onPath } from './chromium.mjs';

export const APT_TOOLS = {
  ffmpeg: {
    envVar: 'FFMPEG_PATH',
    debianPath: '/usr/bin/ffmpeg',
    versionArg: '-version',
    // The server takes ffprobe from ffmpeg's folder.
    beside: 'ffprobe',
    neededBy: 'video tests',
  },
  haproxy: {
    envVar: 'HAPROXY_PATH',
    // Debian puts it in /usr/sbin, which a non-root PATH may lack.
    debianPath: '/usr/sbin/haproxy',
    versionArg: '-v',
    neededBy: 'cluster suite',
  },
};

/** The apt-get command that installs `packages`; `sudo` is this user's prefix ('' for root). */
export function installCommand(packages, sudo = process.getuid?.() === 0 ? '' : 'sudo ') {
  return `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;
}

function runs(tool, file) {
  const files = [file, ...(tool.beside ? [path.join(path.dirname(file), tool.beside)] : [])];
  return files.every((f) => spawnSync(f, [tool.versionArg], { stdio: 'ignore' }).status === 0);
}

/**
 * The tool's binary: its variable (FFMPEG_PATH, HAPROXY_PATH), else on PATH, else where Debian's
 * package puts it; null when none runs. Throws when the variable names one that does not run.
 */
export function findTool(name, env = process.env) {
  const tool = APT_TOOLS[name];
  const set = env[tool.envVar];
  if (set) {
    if (runs(tool, set)) return set;
    throw new Error(
      `${tool.envVar} is ${set}, which does not run${tool.beside ? ` (with ${tool.beside} beside it)` : ''}.`,
    );
  }
  return [onPath(name, env), tool.debianPath].find((file) => file && runs(tool, file)) ?? null;
}

/** What a test says when the tool cannot run: the command that installs it. */
export function missingTool(name, detail = '') {
  const tool = APT_TOOLS[name];
  return (
    `${name} could not run${detail ? ` (${detail})` : ''}; it is needed for the ${tool.neededBy}. Install it:\n\n` +
    `  ${installCommand([name])}\n\nor set ${tool.envVar}. (npm test installs it itself as root or with sudo.)`
  );
}
