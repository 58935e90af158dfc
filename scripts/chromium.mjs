// The Chromium that the tests and benches drive, found one way everywhere: CHROMIUM_PATH when set,
// else a `chromium` on PATH (Debian's package), else the build that @sparticuz/chromium ships inside
// its npm package (e2e's devDependency), unpacked once under node_modules/.cache. See
// docs/decisions/023-chromium-from-npm.md.
//
// `node scripts/chromium.mjs` prints the result as JSON; `--unpack` is this file's own child step.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SYSTEM_NAMES = ['chromium', 'chromium-browser'];

/** An executable file named `name` in one of PATH's folders, or null. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {}
  }
  return null;
}

/** The npm package's entry file (resolved as e2e, whose devDependency it is), or null. */
function packageEntry() {
  try {
    return createRequire(path.join(root, 'e2e', 'package.json')).resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
}

/**
 * The Chromium to drive: `{ path, source: 'system' | 'npm', env }`. `env` holds what the browser's
 * process needs besides the inherited environment (fonts, on a machine without any). Throws with
 * what to do when there is none. The npm build is unpacked on first use (about 5 s, 210 MB).
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!fs.existsSync(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist.`);
    }
    return { path: env.CHROMIUM_PATH, source: 'system', env: {} };
  }
  for (const name of SYSTEM_NAMES) {
    const found = onPath(name, env);
    if (found) return { path: found, source: 'system', env: {} };
  }
  const entry = packageEntry();
  if (!entry) {
    throw new Error(
      'No Chromium: none on PATH, CHROMIUM_PATH unset, and @sparticuz/chromium is not installed. ' +
        'Run `npm install`, or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  // It exports no package.json: its folder is two up from build/index.js.
  const pkg = path.resolve(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
  const cache = path.join(root, 'node_modules', '.cache', 'sparticuz-chromium');
  const target = path.join(cache, version);
  if (!fs.existsSync(path.join(target, 'chromium'))) unpack(entry, cache, target);
  // Without a system font configuration Chromium would lay text out with no font at all: the
  // package's own (Open Sans) then serves.
  const fontEnv = fs.existsSync('/etc/fonts/fonts.conf') ? {} : { FONTCONFIG_FILE: fontsConf(target) };
  return { path: path.join(target, 'chromium'), source: 'npm', env: fontEnv };
}

/**
 * Unpacks the package's build into `target`. The package always writes to os.tmpdir() (shared by
 * every checkout and user, and reused even when half-written): a child process unpacks it into a
 * fresh folder of ours (TMPDIR) that is then renamed into place whole.
 */
function unpack(entry, cache, target) {
  fs.mkdirSync(cache, { recursive: true });
  const partial = fs.mkdtempSync(path.join(cache, '.unpacking-'));
  fs.chmodSync(partial, 0o755);
  try {
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--unpack', entry], {
      env: { ...process.env, TMPDIR: partial },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      fs.renameSync(partial, target);
    } catch (err) {
      // Another process unpacked it first: theirs serves.
      if (!fs.existsSync(path.join(target, 'chromium'))) throw err;
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** A font configuration that lists the package's fonts (its own names /tmp/fonts). */
function fontsConf(target) {
  const file = path.join(target, 'fonts.conf');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <dir>${path.join(target, 'fonts', 'fonts')}</dir>\n` +
        `  <cachedir>${path.join(target, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
  }
  return file;
}

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`), where it puts it. */
export const HEADLESS_SHELL = {
  name: 'chromium-headless-shell',
  debianPath: '/usr/bin/chromium-headless-shell',
};

/**
 * The Chromium the journeys drive: E2E_CHROMIUM_PATH, else CHROMIUM_PATH (a browser chosen by hand
 * serves everything), else Debian's headless shell, else `findChromium`. The headless shell is the
 * same engine without the browser's windowing and UI: a journey suite costs less than half the CPU
 * in it than in the full browser's headless mode (docs/decisions/030-the-journeys-headless-shell.md).
 * Lighthouse and the screenshots keep the full browser (`findChromium`), as a visitor's.
 */
export function findJourneyChromium(env = process.env) {
  if (env.E2E_CHROMIUM_PATH) {
    if (!fs.existsSync(env.E2E_CHROMIUM_PATH)) {
      throw new Error(`E2E_CHROMIUM_PATH is ${env.E2E_CHROMIUM_PATH}, which does not exist.`);
    }
    return { path: env.E2E_CHROMIUM_PATH, source: 'system', env: {} };
  }
  if (!env.CHROMIUM_PATH) {
    const shell = findHeadlessShell(env);
    if (shell) return { path: shell, source: 'system', env: {} };
  }
  return findChromium(env);
}

/** Debian's headless shell on PATH or where its package puts it, or null. */
export function findHeadlessShell(env = process.env) {
  return (
    [onPath(HEADLESS_SHELL.name, env), HEADLESS_SHELL.debianPath].find(
      (file) => file && fs.existsSync(file),
    ) ?? null
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--unpack') {
    const { default: chromium } = await import(pathToFileURL(process.argv[3]).href);
    await chromium.executablePath();
  } else {
    console.log(JSON.stringify(findChromium()));
  }
}
