/**
 * Whether `err` is PostgreSQL's unique violation (23505), raised by node-postgres or wrapped in
 * `cause` (Drizzle, better-auth); with `constraints`, only a violation of one of those indexes.
 */
export function isUniqueViolation(err: unknown, constraints?: readonly string[]): boolean {
  for (const candidate of [err, (err as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: string; constraint?: string };
    if (code === '23505') return !constraints || constraints.includes(constraint ?? '');
  }
  return false;
}
