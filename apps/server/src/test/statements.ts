import pg from 'pg';

/** Every statement any node-postgres client runs during `fn` (transactions included), as text. */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; name?: string };
    seen.push(typeof q === 'string' ? q : (q.text ?? q.name ?? '?'));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}
