// Test-only access to the e2e server's own database (bypassing the API), for content the API
// would refuse: the server's embedded PostgreSQL under its data directory (see start-server.mjs).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`);

/** The connection string of the running e2e server's `campus` database. */
export function databaseUrl(): string {
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]!.trim()}/campus`;
}

/** Runs one statement on the e2e server's database; its rows. */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Replaces a stored post's editor document (and optionally its plain text) as it is, unchecked. */
export async function storePostText(postId: string, text: string, plainText?: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      'update posts set text = $1::jsonb, plain_text = coalesce($2, plain_text) where id = $3',
      [text, plainText ?? null, postId],
    );
  } finally {
    await client.end();
  }
}
