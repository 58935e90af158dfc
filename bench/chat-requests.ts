// The chat bench's requests (bench/chat.ts): a message sent over a kept-alive agent, the server's
// metrics, and what PostgreSQL ran per message.
import http from 'node:http';
import type pg from 'pg';
import type { Site } from './lib';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends one text message as `cookie` to the chat; resolves with the status code and the new message's id. */
export function sendMessage(
  site: Site,
  cookie: string,
  chatId: string,
  text: string,
): Promise<{ status: number; id?: string; createdAt?: string }> {
  const body = JSON.stringify({
    text: {
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
      },
    },
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        method: 'POST',
        path: `/api/chats/${chatId}/messages`,
        agent,
        headers: {
          host: site.host,
          origin: `http://${site.host}`,
          cookie,
          'content-type': 'application/json',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status !== 201) return resolve({ status });
          const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            id: string;
            createdAt: string;
          };
          resolve({ status, id: message.id, createdAt: message.createdAt });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const METRICS_TOKEN = 'bench-metrics-token-0001';

/** The server's Prometheus metrics (its event loop and GC, since the previous read: prom-client resets them). */
export function serverMetrics(site: Site): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: site.port,
          path: '/api/metrics',
          headers: { host: site.host, authorization: `Bearer ${METRICS_TOKEN}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        },
      )
      .on('error', reject);
  });
}

/** The server's event-loop delay and garbage collection, from its metrics. */
export function summariseMetrics(text: string): string {
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1] ?? Number.NaN);
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  const gc = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)/gm)]
    .map(([, kind, sum]) => `${kind} ${ms(Number(sum))}`)
    .join(', ');
  return `event loop delay p99 ${ms(value('nodejs_eventloop_lag_p99_seconds'))}, max ${ms(value('nodejs_eventloop_lag_max_seconds'))}; GC since start: ${gc}`;
}

/** What PostgreSQL ran during the measured seconds: per message, the busiest statements first. */
export async function printStatements(pool: pg.Pool, messages: number) {
  const { rows } = await pool.query<{ calls: string; ms: number; max: number; query: string }>(
    `select calls, total_exec_time as ms, max_exec_time as max, regexp_replace(query, '\\s+', ' ', 'g') as query
     from pg_stat_statements where query not like '%pg_stat_statements%'
     order by total_exec_time desc limit 15`,
  );
  const all = await pool.query<{ calls: string; ms: number }>(
    `select sum(calls) as calls, sum(total_exec_time) as ms from pg_stat_statements
     where query not like '%pg_stat_statements%'`,
  );
  const perMessage = (n: number) => (n / messages).toFixed(2);
  console.log(
    `  PostgreSQL: ${perMessage(Number(all.rows[0]!.calls))} statements and ${perMessage(all.rows[0]!.ms)} ms of execution a message`,
  );
  for (const row of rows)
    console.log(
      `    ${perMessage(Number(row.calls)).padStart(6)} × ${(row.ms / Number(row.calls)).toFixed(3)} ms (max ${row.max.toFixed(0)})  ${row.query.slice(0, 100)}`,
    );
}
